import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { json } from '@client/app/testing/render-app';
import { ConnectServiceDialog } from './connect-service-dialog';

vi.mock('@client/lib/toast');

const PROJECT = '00000000-0000-4000-8000-0000000000ee';

function renderDialog(service: 'github' | 'netlify' | 'database', onClose = vi.fn()) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <ConnectServiceDialog projectId={PROJECT} service={service} onClose={onClose} />
    </QueryClientProvider>,
  );
  return onClose;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ConnectServiceDialog', () => {
  it('opens the GitHub form with focus in its first field, and Escape closes it', async () => {
    const onClose = renderDialog('github');
    expect(screen.getByRole('dialog', { name: 'Connect GitHub' })).toBeTruthy();
    const owner = screen.getByLabelText('GitHub user or organisation');
    await waitFor(() => expect(document.activeElement).toBe(owner));
    expect(screen.getByLabelText('Repository name')).toBeTruthy();
    expect(screen.getByLabelText('Access token').getAttribute('type')).toBe('password');
    fireEvent.keyDown(owner, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('says what is missing and sends nothing until the fields are right', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    renderDialog('database');
    fireEvent.click(screen.getByRole('button', { name: 'Connect' }));
    expect(await screen.findByText(/starts with postgres:\/\//)).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('connects Netlify with a PUT of its fields and closes; a refusal stays in the form', async () => {
    const fetch = vi
      .fn()
      .mockResolvedValueOnce(
        json({ error: { code: 'bad_token', message: 'Netlify did not accept the token.' } }, 400),
      )
      .mockResolvedValueOnce(
        json({
          database: { kind: 'embedded', hint: null },
          github: null,
          netlify: { siteId: 'site-1', tokenHint: '…abcd' },
        }),
      );
    vi.stubGlobal('fetch', fetch);
    const onClose = renderDialog('netlify');
    fireEvent.change(screen.getByLabelText('Netlify site id'), { target: { value: 'site-1' } });
    fireEvent.change(screen.getByLabelText('Access token'), {
      target: { value: 'a-long-token-abcd' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Connect' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Netlify did not accept the token.',
    );
    expect(onClose).not.toHaveBeenCalled();
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe(`/api/projects/${PROJECT}/connections/netlify`);
    expect(init.method).toBe('PUT');
    expect(JSON.parse(init.body)).toEqual({ siteId: 'site-1', token: 'a-long-token-abcd' });
    fireEvent.click(screen.getByRole('button', { name: 'Connect' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
  });
});
