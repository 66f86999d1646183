import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { json } from '@client/app/testing/render-app';
import { ProjectApiCard } from './project-api-card';

const PROJECT = '00000000-0000-4000-8000-0000000000cc';
const URL_ = 'http://bakery.localhost:3000';
const SERVER_URL = 'http://localhost:3000/p/bakery';
const ANON = 'eyJhbGciOiJIUzI1NiJ9.eyJyb2xlIjoiYW5vbiJ9.anon-signature';
const SERVICE = 'eyJhbGciOiJIUzI1NiJ9.eyJyb2xlIjoic2VydmljZV9yb2xlIn0.service-signature';

function renderCard(headingLevel?: 2 | 3) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <ProjectApiCard projectId={PROJECT} headingLevel={headingLevel} />
    </QueryClientProvider>,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ProjectApiCard', () => {
  it('shows the URL, the anon key and a supabase-js snippet with copy buttons', async () => {
    const fetch = vi.fn(async (_url: string) =>
      json({ url: URL_, serverUrl: SERVER_URL, anonKey: ANON }),
    );
    vi.stubGlobal('fetch', fetch);
    renderCard();
    expect(screen.getByRole('status').textContent).toMatch(/Getting your project’s API/);
    expect((await screen.findByTestId('project-api-url')).textContent).toBe(URL_);
    expect(String(fetch.mock.calls[0]![0])).toBe(`/api/projects/${PROJECT}/api`);
    expect(screen.getByTestId('project-api-anon-key').textContent).toBe(ANON);
    // Scripts and servers get the address any program reaches, and the card says which is for what.
    expect(screen.getByTestId('project-api-server-url').textContent).toBe(SERVER_URL);
    expect(screen.getByTestId('project-api-url-note').textContent).toMatch(
      /website.*uses the API URL; Node scripts and other servers use the second address/,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Your project’s API' })).toBeTruthy();

    const snippet = screen.getByTestId('project-api-snippet').textContent;
    expect(snippet).toContain("import { createClient } from '@supabase/supabase-js'");
    expect(snippet).toContain(`createClient('${URL_}', '${ANON}')`);
    expect(snippet).toMatch(/supabase\.from\('todos'\)\.select\(\)/);

    for (const name of [
      'the API URL',
      'the API URL for scripts and servers',
      'the anon key',
      'the code',
    ])
      expect(screen.getByRole('button', { name: `Copy ${name}` })).toBeTruthy();
    // The snippet scrolls sideways on a phone, so the keyboard can reach it.
    expect(
      screen.getByLabelText('Code that connects your app to its API').getAttribute('tabindex'),
    ).toBe('0');
  });

  it('tells editors and viewers who can see the service-role key, and never shows one', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ url: URL_, serverUrl: SERVER_URL, anonKey: ANON })),
    );
    renderCard();
    expect(await screen.findByText(/Only the project’s owner and admins/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /service-role key/ })).toBeNull();
    expect(document.body.textContent).not.toContain(SERVICE);
  });

  it('keeps the service-role key behind a reveal with a plain warning, for owners and admins', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        json({ url: URL_, serverUrl: SERVER_URL, anonKey: ANON, serviceRoleKey: SERVICE }),
      ),
    );
    renderCard(3);
    const reveal = await screen.findByRole('button', { name: 'Reveal service-role key' });
    expect(screen.getByRole('heading', { level: 3, name: 'Your project’s API' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 4, name: 'Service-role key' })).toBeTruthy();
    expect(screen.getByText(/skips row-level security/).textContent).toMatch(
      /never put it in a website, an app/,
    );
    expect(reveal.getAttribute('aria-expanded')).toBe('false');
    expect(document.body.textContent).not.toContain(SERVICE);

    fireEvent.click(reveal);
    expect(screen.getByTestId('project-api-service-key').textContent).toBe(SERVICE);
    expect(screen.getByRole('button', { name: 'Copy the service-role key' })).toBeTruthy();
    // The same button hides it again, so keyboard focus stays where it was.
    expect(reveal.getAttribute('aria-expanded')).toBe('true');
    expect(reveal.textContent).toBe('Hide service-role key');
    fireEvent.click(reveal);
    expect(document.body.textContent).not.toContain(SERVICE);
  });

  it('shows the reason when the server refuses, and tries again on request', async () => {
    const fetch = vi
      .fn()
      .mockResolvedValueOnce(
        json({ error: { code: 'project_not_found', message: 'No project was found.' } }, 404),
      )
      .mockResolvedValueOnce(json({ url: URL_, serverUrl: SERVER_URL, anonKey: ANON }));
    vi.stubGlobal('fetch', fetch);
    renderCard();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('No project was found.');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect((await screen.findByTestId('project-api-url')).textContent).toBe(URL_);
  });

  it('says when the API is not ready yet', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ url: '', serverUrl: '', anonKey: '' })),
    );
    renderCard();
    expect(await screen.findByText(/not ready yet/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Check again' })).toBeTruthy();
  });
});
