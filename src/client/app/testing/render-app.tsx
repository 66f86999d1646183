import { render } from '@testing-library/react';
import { flushSync } from 'react-dom';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { vi } from 'vitest';
import type { User } from '@shared/contracts/auth';
import { AppProviders } from '../providers';
import { createQueryClient } from '../query-client';
import { routes } from '../router';

export const TEST_USER: User = {
  id: '00000000-0000-4000-8000-000000000001',
  email: 'ada@example.com',
  emailConfirmed: true,
  firstName: 'Ada',
  lastName: 'Lovelace',
  createdAt: '2024-01-01T00:00:00.000Z',
};

type Handler = (init: RequestInit | undefined) => Response | Promise<Response>;

export interface RenderAppOptions {
  user?: User | null;
  /** Answers by "METHOD /path"; anything else answers 404. */
  api?: Record<string, Handler>;
}

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/**
 * Renders the real route table at `path` with a fake server: `api` maps "METHOD /path" to answers;
 * the session answers `user` unless overridden. Returns the router and the fetch spy.
 */
export function renderApp(path: string, { user = null, api = {} }: RenderAppOptions = {}) {
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url =
      typeof input === 'string' ? input : input instanceof URL ? input.pathname : input.url;
    const key = `${init?.method ?? 'GET'} ${url}`;
    const handler =
      api[key] ?? (key === 'GET /api/auth/session' ? () => json({ user }) : undefined);
    if (!handler) return json({ error: { code: 'not_found', message: `No fake for ${key}` } }, 404);
    return handler(init);
  });
  vi.stubGlobal('fetch', fetchMock);
  // jsdom has no scrolling; the router's scroll restoration calls it on every navigation.
  vi.stubGlobal('scrollTo', vi.fn());
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <AppProviders queryClient={createQueryClient()}>
      {/* As react-router/dom's provider in main.tsx: flushSync navigations commit at once. */}
      <RouterProvider router={router} flushSync={flushSync as (fn: () => unknown) => undefined} />
    </AppProviders>,
  );
  return { ...view, router, fetchMock };
}
