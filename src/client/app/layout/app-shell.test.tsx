import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { THEME_STORAGE_KEY } from '@client/features/theme/theme-storage';
import { setTheme } from '@client/features/theme/hooks/use-theme';
import { TEST_USER, renderApp } from '../testing/render-app';

/** Stands in for the browser's EventSource so the test drives the stream. */
class FakeEventSource {
  static latest: FakeEventSource | null = null;
  readyState = 0;
  onopen: ((event: Event) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent<string>) => void) | null = null;
  constructor(readonly url: string) {
    FakeEventSource.latest = this;
  }
  close() {
    this.readyState = 2;
  }
  emit(type: string, data: unknown) {
    this.onmessage?.(new MessageEvent('message', { data: JSON.stringify({ type, data }) }));
  }
}

class NoopResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}

describe('app shell', () => {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.stubGlobal('ResizeObserver', NoopResizeObserver);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('has the landmarks, the skip link and a visitor header', async () => {
    renderApp('/');
    await screen.findByRole('heading', { level: 1, name: 'Build your app in plain English' });
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.getByRole('main').id).toBe('main-content');
    expect(screen.getByRole('contentinfo')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Skip to content' }).getAttribute('href')).toBe(
      '#main-content',
    );
    const header = within(await screen.findByRole('banner'));
    expect(header.getByRole('link', { name: 'Bridge Studio' }).getAttribute('href')).toBe('/');
    expect((await header.findByRole('link', { name: 'Sign In' })).getAttribute('href')).toBe(
      '/auth',
    );
    expect(header.queryByRole('button', { name: 'Menu' })).toBeNull();
    expect(header.getByRole('button', { name: 'Open menu' })).toBeTruthy();
  });

  it('gives a signed-in user the navigation menu and Sign Out', async () => {
    const { router, fetchMock } = renderApp('/dashboard', {
      user: TEST_USER,
      api: { 'POST /api/auth/signout': () => new Response(null, { status: 204 }) },
    });
    const header = within(await screen.findByRole('banner'));
    const menu = await header.findByTestId('nav-menu');
    expect(menu.textContent).toBe('Menu');
    fireEvent.keyDown(menu, { key: 'Enter' });
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Home',
      'Dashboard',
      'AI Agent',
      'Analytics',
      'Pricing',
      'Settings',
    ]);
    expect(items.map((item) => item.getAttribute('href'))).toEqual([
      '/',
      '/dashboard',
      '/agent',
      '/overview',
      '/pricing',
      '/settings',
    ]);
    fireEvent.keyDown(items[0]!, { key: 'Escape' });

    fireEvent.click(header.getByRole('button', { name: 'Sign Out' }));
    expect(await screen.findByText('Signed out')).toBeTruthy();
    expect(await header.findByRole('link', { name: 'Sign In' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
    const signout = fetchMock.mock.calls.find(([url]) => String(url) === '/api/auth/signout');
    expect(new Headers(signout?.[1]?.headers).get('x-bridge-client')).toBe('web');
  });

  it('tells the user when signing out fails and keeps them signed in', async () => {
    renderApp('/dashboard', {
      user: TEST_USER,
      api: {
        'POST /api/auth/signout': () =>
          new Response(
            JSON.stringify({ error: { code: 'internal', message: 'Try again in a moment.' } }),
            { status: 500 },
          ),
      },
    });
    const header = within(await screen.findByRole('banner'));
    fireEvent.click(await header.findByRole('button', { name: 'Sign Out' }));
    expect(await screen.findByText('Sign out failed')).toBeTruthy();
    expect(screen.getByText('Try again in a moment.')).toBeTruthy();
    expect(header.getByRole('button', { name: 'Sign Out' })).toBeTruthy();
  });

  it('opens the footer panel with the notice, the links and the year', async () => {
    renderApp('/');
    const toggle = await screen.findByRole('button', { name: 'About this project' });
    const panel = screen.getByTestId('footer-panel');
    expect(panel.hidden).toBe(true);
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(panel.hidden).toBe(false);
    expect(
      within(panel).getByText(
        /independent project, not affiliated with or endorsed by the platforms/,
      ),
    ).toBeTruthy();
    const links = within(within(panel).getByRole('navigation', { name: 'Footer' })).getAllByRole(
      'link',
    );
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['About', '/about'],
      ['Contact', '/contact'],
      ['Privacy', '/privacy'],
      ['Terms', '/terms'],
    ]);
    expect(within(panel).getByText('© 2024 Bridge Studio')).toBeTruthy();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(panel.hidden).toBe(true);
    expect(document.activeElement).toBe(toggle);
  });

  it('switches the theme, saves it and marks the root', async () => {
    act(() => setTheme('dark'));
    renderApp('/');
    fireEvent.click(await screen.findByRole('button', { name: 'Switch to light theme' }));
    expect(document.documentElement.classList.contains('light')).toBe(true);
    expect(document.documentElement.classList.contains('dark')).toBe(false);
    expect(window.localStorage.getItem(THEME_STORAGE_KEY)).toBe('light');
    fireEvent.click(screen.getByRole('button', { name: 'Switch to dark theme' }));
    expect(document.documentElement.classList.contains('dark')).toBe(true);
    expect(window.localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
  });

  it('shows the connection label as the stream opens, gets ready and drops', async () => {
    vi.stubGlobal('EventSource', FakeEventSource);
    FakeEventSource.latest = null;
    renderApp('/');
    const status = await screen.findByTestId('connection-status');
    expect(status.textContent).toBe('Connecting...');
    // The stream opens in an effect after the first paint; on a busy machine that comes later.
    const stream = await waitFor(() => {
      expect(FakeEventSource.latest).not.toBeNull();
      return FakeEventSource.latest!;
    });
    expect(stream.url).toBe('/api/events');
    act(() => {
      stream.readyState = 1;
      stream.onopen?.(new Event('open'));
    });
    expect(status.textContent).toBe('Bridge Connected');
    act(() => stream.emit('status', { database: 'ok', ready: true }));
    expect(status.textContent).toBe('Bridge Ready');
    expect(status.querySelector('[data-status]')?.getAttribute('data-status')).toBe('online');
    act(() => stream.onerror?.(new Event('error')));
    expect(status.textContent).toBe('Bridge Offline');
    expect(status.querySelector('[data-status]')?.getAttribute('data-status')).toBe('offline');
  });

  it('opens the small-screen menu with the same items', async () => {
    renderApp('/dashboard', { user: TEST_USER });
    await screen.findByRole('heading', { level: 1, name: 'Project Dashboard' });
    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const sheet = await screen.findByRole('dialog', { name: 'Menu' });
    const links = within(within(sheet).getByRole('navigation', { name: 'Mobile' })).getAllByRole(
      'link',
    );
    expect(links.map((link) => link.textContent)).toEqual([
      'Home',
      'Dashboard',
      'AI Agent',
      'Analytics',
      'Pricing',
      'Settings',
    ]);
    expect(within(sheet).getByRole('button', { name: 'Sign Out' })).toBeTruthy();
    expect(within(sheet).getByRole('button', { name: /Switch to/ })).toBeTruthy();
    fireEvent.click(within(sheet).getByRole('link', { name: 'AI Agent' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Multi-Agent Bridge Studio' }),
    ).toBeTruthy();
  });
});
