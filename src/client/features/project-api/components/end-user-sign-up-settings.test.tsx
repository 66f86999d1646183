import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { json } from '@client/app/testing/render-app';
import { toast } from '@client/lib/toast';
import { DEFAULT_AUTH_SETTINGS, type ProjectAuthSettings } from '@shared/contracts/project-auth';
import { EndUserSignUpSettings } from './end-user-sign-up-settings';

vi.mock('@client/lib/toast');

const PROJECT = '00000000-0000-4000-8000-0000000000dd';
const PATH = `/api/projects/${PROJECT}/auth/settings`;
const LABEL = 'Ask new users to confirm their e-mail';

type Answer = (init: RequestInit | undefined) => Response | Promise<Response>;

/** A fake server: GET answers `settings`, PUT answers `put` (by default, whatever was sent). */
function stubServer(settings: Partial<ProjectAuthSettings>, put?: Answer) {
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    expect(url).toBe(PATH);
    if ((init?.method ?? 'GET') === 'GET') return json({ ...DEFAULT_AUTH_SETTINGS, ...settings });
    return put
      ? put(init)
      : json({ ...DEFAULT_AUTH_SETTINGS, ...settings, ...JSON.parse(String(init?.body)) });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

function renderSettings(canChange: boolean) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  return render(
    <QueryClientProvider client={client}>
      <EndUserSignUpSettings projectId={PROJECT} canChange={canChange} />
    </QueryClientProvider>,
  );
}

const theSwitch = () => screen.findByRole<HTMLInputElement>('switch', { name: LABEL });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('EndUserSignUpSettings', () => {
  it('shows the current value with a plain explanation', async () => {
    const fetch = stubServer({ confirmEmail: true });
    renderSettings(true);
    expect(screen.getByRole('status').textContent).toMatch(/Getting your app’s sign-up setting/);
    const control = await theSwitch();
    expect(control.checked).toBe(true);
    expect(control.disabled).toBe(false);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch.mock.calls[0]![1]?.method ?? 'GET').toBe('GET');
    expect(screen.getByRole('heading', { level: 2, name: 'Signing up to your app' })).toBeTruthy();
    const hint = document.getElementById(control.getAttribute('aria-describedby')!)!;
    expect(hint.textContent).toMatch(/get an e-mail with a link/);
    expect(hint.textContent).toMatch(/sign in straight away/);
    expect(screen.queryByText(/Only the project’s owner and admins/)).toBeNull();
  });

  it('lets an owner turn it off: the switch moves at once, the PUT is sent and a toast confirms', async () => {
    let answer!: (response: Response) => void;
    const fetch = stubServer(
      { confirmEmail: true },
      () => new Promise<Response>((resolve) => (answer = resolve)),
    );
    renderSettings(true);
    const control = await theSwitch();
    fireEvent.click(control);

    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
    const [url, init] = fetch.mock.calls[1]!;
    expect(url).toBe(PATH);
    expect(init?.method).toBe('PUT');
    expect(JSON.parse(String(init?.body))).toEqual({ confirmEmail: false });
    // Shown at once, and a second change waits for the first to be saved.
    expect(control.checked).toBe(false);
    expect(control.getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByRole('status').textContent).toBe('Saving…');
    fireEvent.click(control);
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(control.checked).toBe(false);

    answer(json({ ...DEFAULT_AUTH_SETTINGS, confirmEmail: false }));
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith(
        'New users can now sign in straight away',
        expect.anything(),
      ),
    );
    expect(control.checked).toBe(false);
    expect(control.getAttribute('aria-disabled')).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('turns sign-ups off on their own switch, leaving the others as they are', async () => {
    const fetch = stubServer({});
    renderSettings(true);
    const signups = await screen.findByRole<HTMLInputElement>('switch', {
      name: 'Let new people sign up',
    });
    const email = screen.getByRole<HTMLInputElement>('switch', {
      name: 'Sign in with e-mail and password',
    });
    expect(signups.checked).toBe(true);
    expect(email.checked).toBe(true);
    fireEvent.click(signups);
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith(
        'New people can no longer sign up; members can still sign in',
        expect.anything(),
      ),
    );
    expect(JSON.parse(String(fetch.mock.calls[1]![1]?.body))).toEqual({ signups: false });
    expect(signups.checked).toBe(false);
    expect(email.checked).toBe(true);
    expect((await theSwitch()).checked).toBe(false);
  });

  it('puts the old value back and says why when the save fails', async () => {
    stubServer({ confirmEmail: false }, () =>
      json({ error: { code: 'internal', message: 'The auth service did not answer.' } }, 502),
    );
    renderSettings(true);
    const control = await theSwitch();
    expect(control.checked).toBe(false);
    fireEvent.click(control);

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The auth service did not answer.');
    expect(alert.textContent).toMatch(/not saved/);
    expect(control.checked).toBe(false);
    expect(toast.success).not.toHaveBeenCalled();
  });

  it('shows other members the value read-only and sends nothing', async () => {
    const fetch = stubServer({ confirmEmail: true });
    renderSettings(false);
    const control = await theSwitch();
    expect(control.checked).toBe(true);
    expect(control.disabled).toBe(true);
    const line = screen.getByText('Only the project’s owner and admins can change this.');
    expect(control.getAttribute('aria-describedby')).toContain(line.id);
    fireEvent.click(control);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(control.checked).toBe(true);
  });

  it('shows the reason when the setting cannot be loaded, and tries again on request', async () => {
    const fetch = vi
      .fn()
      .mockResolvedValueOnce(
        json({ error: { code: 'project_not_found', message: 'No project was found.' } }, 404),
      )
      .mockResolvedValueOnce(json({ ...DEFAULT_AUTH_SETTINGS, confirmEmail: false }));
    vi.stubGlobal('fetch', fetch);
    renderSettings(true);
    expect((await screen.findByRole('alert')).textContent).toContain('No project was found.');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect((await theSwitch()).checked).toBe(false);
  });
});

const lengthField = () => screen.findByLabelText<HTMLInputElement>('Minimum password length');

describe('PasswordMinLengthField', () => {
  it('shows the saved length with a plain explanation', async () => {
    stubServer({});
    renderSettings(true);
    const field = await lengthField();
    expect(field.value).toBe('6');
    const hint = document.getElementById(field.getAttribute('aria-describedby')!.split(' ')[0]!)!;
    expect(hint.textContent).toMatch(/fewest characters a password can have/);
    expect(hint.textContent).toMatch(/6 to 72/);
  });

  it('saves a new length from the keyboard (Enter) and a toast says what it means', async () => {
    const fetch = stubServer({});
    renderSettings(true);
    const field = await lengthField();
    fireEvent.change(field, { target: { value: '10' } });
    fireEvent.submit(field.closest('form')!);
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
    const init = fetch.mock.calls[1]![1];
    expect(init?.method).toBe('PUT');
    expect(JSON.parse(String(init?.body))).toEqual({ passwordMinLength: 10 });
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith(
        'Passwords for your app now need at least 10 characters',
        expect.anything(),
      ),
    );
    expect(field.value).toBe('10');
  });

  it.each(['5', '73', '8.5', ''])(
    'refuses "%s" with the allowed range and sends nothing',
    async (typed) => {
      const fetch = stubServer({});
      renderSettings(true);
      const field = await lengthField();
      fireEvent.change(field, { target: { value: typed } });
      fireEvent.click(screen.getByRole('button', { name: 'Save length' }));
      const alert = await screen.findByRole('alert');
      expect(alert.textContent).toMatch(/whole number from 6 to 72/);
      expect(field.getAttribute('aria-invalid')).toBe('true');
      expect(field.getAttribute('aria-describedby')).toContain(alert.id);
      expect(fetch).toHaveBeenCalledTimes(1);
      // Typing again clears the message.
      fireEvent.change(field, { target: { value: '8' } });
      expect(screen.queryByRole('alert')).toBeNull();
    },
  );

  it('is read-only for members who cannot change settings', async () => {
    stubServer({});
    renderSettings(false);
    const field = await lengthField();
    expect(field.disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Save length' })).toBeNull();
    expect(field.getAttribute('aria-describedby')).toMatch(/ /);
  });
});
