import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { TEST_USER, json, renderApp, type RenderAppOptions } from '../testing/render-app';

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

async function openAuth(api: RenderAppOptions['api'] = {}) {
  const app = renderApp('/auth', { api });
  await screen.findByRole('heading', { level: 1, name: 'Sign in to Bridge Studio' });
  await screen.findByLabelText('Email');
  return app;
}

const bodyOf = (fetchMock: ReturnType<typeof renderApp>['fetchMock'], key: string) => {
  const call = fetchMock.mock.calls.find(
    ([url, init]) => `${init?.method ?? 'GET'} ${String(url)}` === key,
  );
  return call ? (JSON.parse(String(call[1]?.body)) as unknown) : undefined;
};

describe('auth page', () => {
  beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('signs in, says Welcome back! and goes to the dashboard', async () => {
    const { router, fetchMock } = await openAuth({
      'POST /api/auth/signin': () => json({ user: TEST_USER }),
    });
    type('Email', ' Ada@Example.com ');
    type('Password', 'correct horse');
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Project Dashboard' }),
    ).toBeTruthy();
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(bodyOf(fetchMock, 'POST /api/auth/signin')).toEqual({
      email: 'ada@example.com',
      password: 'correct horse',
    });
    expect(await screen.findByText('Welcome back!')).toBeTruthy();
  });

  it('keeps the user on the page with the server message when sign-in fails', async () => {
    const { router } = await openAuth({
      'POST /api/auth/signin': () =>
        json(
          { error: { code: 'invalid_credentials', message: 'The e-mail or password is wrong.' } },
          401,
        ),
    });
    type('Email', 'ada@example.com');
    type('Password', 'wrong password');
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Sign in failed')).toBeTruthy();
    expect(screen.getByText('The e-mail or password is wrong.')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/auth');
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('ada@example.com');
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Sign In' }).hasAttribute('disabled')).toBe(false),
    );
  });

  it('checks the fields before calling the server', async () => {
    const { fetchMock } = await openAuth();
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Enter a valid e-mail address.')).toBeTruthy();
    expect(screen.getByText('Enter your password.')).toBeTruthy();
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');
    expect(fetchMock.mock.calls.some(([url]) => String(url) === '/api/auth/signin')).toBe(false);
  });

  it('labels inputs with autocomplete hints', async () => {
    await openAuth();
    expect(screen.getByLabelText('Email').getAttribute('autocomplete')).toBe('email');
    expect(screen.getByLabelText('Password').getAttribute('autocomplete')).toBe('current-password');
    fireEvent.click(screen.getByRole('tab', { name: 'Sign Up' }));
    expect(screen.getByLabelText('First name').getAttribute('autocomplete')).toBe('given-name');
    expect(screen.getByLabelText('Last name').getAttribute('autocomplete')).toBe('family-name');
    expect(screen.getByLabelText('Password').getAttribute('autocomplete')).toBe('new-password');
  });

  it('asks the user to check their e-mail when confirmation is required', async () => {
    const { router, fetchMock } = await openAuth({
      'POST /api/auth/signup': () =>
        json({ user: { ...TEST_USER, emailConfirmed: false }, confirmationRequired: true }, 201),
    });
    fireEvent.click(screen.getByRole('tab', { name: 'Sign Up' }));
    type('First name', 'Ada');
    type('Last name', 'Lovelace');
    type('Email', 'ada@example.com');
    type('Password', 'a long password');
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Check your email')).toBeTruthy();
    expect(
      screen.getByText("We've sent you a confirmation link to complete your registration."),
    ).toBeTruthy();
    expect(router.state.location.pathname).toBe('/auth');
    expect(bodyOf(fetchMock, 'POST /api/auth/signup')).toEqual({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      password: 'a long password',
    });
    expect(screen.getByRole('tab', { name: 'Sign In' }).getAttribute('aria-selected')).toBe('true');
  });

  it('signs a new user in when no confirmation is needed', async () => {
    const { router } = await openAuth({
      'POST /api/auth/signup': () => json({ user: TEST_USER, confirmationRequired: false }, 201),
    });
    fireEvent.click(screen.getByRole('tab', { name: 'Sign Up' }));
    type('First name', 'Ada');
    type('Last name', 'Lovelace');
    type('Email', 'ada@example.com');
    type('Password', 'a long password');
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Project Dashboard' }),
    ).toBeTruthy();
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('shows Sign up failed with the server message and stays', async () => {
    const { router } = await openAuth({
      'POST /api/auth/signup': () =>
        json(
          {
            error: { code: 'rate_limited', message: 'Too many attempts. Try again in a minute.' },
          },
          429,
        ),
    });
    fireEvent.click(screen.getByRole('tab', { name: 'Sign Up' }));
    type('First name', 'Ada');
    type('Last name', 'Lovelace');
    type('Email', 'ada@example.com');
    type('Password', 'a long password');
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Sign up failed')).toBeTruthy();
    expect(screen.getByText('Too many attempts. Try again in a minute.')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/auth');
  });
});
