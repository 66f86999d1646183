import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { PROTECTED_PATHS, PUBLIC_PATHS } from './router';
import { TEST_USER, renderApp } from './testing/render-app';

const HEADINGS: Record<string, string> = {
  '/': 'Build your app in plain English',
  '/welcome': 'Welcome to Bridge Studio',
  '/demo': 'See Bridge Studio in action',
  '/integrations': 'Integrations Hub',
  '/advanced': 'Advanced Features',
  '/build-guide': 'Complete No-Code Development Guide',
  '/auth': 'Sign in to Bridge Studio',
  '/pricing': 'Pricing Plans',
  '/checkout': 'Checkout',
  '/about': 'Why Bridge Studio',
  '/contact': 'Contact',
  '/privacy': 'Privacy Policy',
  '/terms': 'Terms of Service',
  '/help': 'Help Center',
  '/help-library': 'Smart Help Library',
  '/dashboard': 'Project Dashboard',
  '/agent': 'Multi-Agent Bridge Studio',
  '/data': 'Data',
  '/auth-users': 'Authentication',
  '/overview': 'Analytics Overview',
  '/settings': 'Control Panel',
  '/settings/advanced': 'Advanced Settings',
  '/settings/database': 'Database Settings',
  '/settings/notifications': 'Notification Settings',
  '/settings/appearance': 'Appearance Settings',
  '/settings/messages': 'Contact messages',
};

const STATIC_PAGES = ['/about', '/contact', '/privacy', '/terms'];

describe('routes', () => {
  beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('covers exactly the routes of both specifications, and the pages we add beyond them', () => {
    expect([...PUBLIC_PATHS, ...PROTECTED_PATHS].sort()).toEqual(Object.keys(HEADINGS).sort());
    expect(PROTECTED_PATHS.sort()).toEqual(
      [
        '/dashboard',
        '/agent',
        '/data',
        '/auth-users',
        '/overview',
        '/settings',
        '/settings/advanced',
        '/settings/database',
        '/settings/notifications',
        '/settings/appearance',
        '/settings/messages',
      ].sort(),
    );
  });

  it.each(PUBLIC_PATHS.filter((path) => path !== '/auth'))(
    'shows %s to a visitor with one h1',
    async (path) => {
      renderApp(path);
      expect(await screen.findByRole('heading', { level: 1, name: HEADINGS[path] })).toBeTruthy();
      expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
      expect(screen.queryAllByTestId('independent-notice')).toHaveLength(
        STATIC_PAGES.includes(path) ? 1 : 0,
      );
    },
  );

  it.each(PROTECTED_PATHS)('shows %s to a signed-in user', async (path) => {
    renderApp(path, { user: TEST_USER });
    expect(await screen.findByRole('heading', { level: 1, name: HEADINGS[path] })).toBeTruthy();
  });

  it.each(PROTECTED_PATHS)(
    'sends a visitor from %s to /auth, remembering the page',
    async (path) => {
      const { router } = renderApp(path);
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Sign in to Bridge Studio' }),
      ).toBeTruthy();
      expect(router.state.location.pathname).toBe('/auth');
      expect(router.state.location.state).toEqual({ from: path });
    },
  );

  it('shows the spinner while the session is being checked', async () => {
    renderApp('/dashboard', {
      api: { 'GET /api/auth/session': () => new Promise<Response>(() => undefined) },
    });
    expect(await screen.findByRole('status', { name: 'Loading' })).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
  });

  it('sends a signed-in user from /auth to the dashboard', async () => {
    const { router } = renderApp('/auth', { user: TEST_USER });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Project Dashboard' }),
    ).toBeTruthy();
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('shows the not-found page for any other path and logs it', async () => {
    renderApp('/no/such/page');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Oops! Page not found' }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Return to Home' }).getAttribute('href')).toBe('/');
    await waitFor(() =>
      expect(console.error).toHaveBeenCalledWith(
        expect.stringContaining('non-existent route'),
        '/no/such/page',
      ),
    );
  });
});
