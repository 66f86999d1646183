import { act, render, screen } from '@testing-library/react';
import { Outlet, RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { demo } from '../demo';
import { DemoOverlay } from './demo-overlay';

const page = (name: string) => ({ Component: () => <h1>{name}</h1> });

/** The demo's routes under a shell holding the overlay, as in the app; /agent's code arrives only when the test says so. */
function renderDemoRoutes() {
  let finishAgentLoad = () => {};
  const agentLoaded = new Promise<void>((resolve) => (finishAgentLoad = resolve));
  const shell = () => (
    <>
      <Outlet />
      <DemoOverlay signedIn />
    </>
  );
  const router = createMemoryRouter(
    [
      {
        Component: shell,
        children: [
          { path: '/', ...page('Home') },
          { path: '/agent', lazy: async () => (await agentLoaded, page('Agent')) },
          { path: '/overview', ...page('Overview') },
          { path: '/settings', ...page('Settings') },
        ],
      },
    ],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
  return { router, finishAgentLoad };
}

beforeEach(() => {
  vi.stubGlobal('scrollTo', vi.fn());
  act(() => demo.start());
  act(() => demo.togglePlay());
});
afterEach(() => {
  act(() => demo.stop());
  vi.unstubAllGlobals();
});

describe('DemoOverlay', () => {
  it('goes back to the previous step while the next step’s page is still loading', async () => {
    const { router, finishAgentLoad } = renderDemoRoutes();
    expect(await screen.findByText('Step 1 of 4')).toBeDefined();

    act(() => demo.next());
    expect(router.state.navigation.location?.pathname).toBe('/agent');
    act(() => demo.previous());
    await act(async () => finishAgentLoad());

    expect(router.state.location.pathname).toBe('/');
    expect(router.state.navigation.state).toBe('idle');
    expect(screen.getByText('Step 1 of 4')).toBeDefined();
    expect(screen.getByRole('heading', { name: 'Home' })).toBeDefined();
  });

  it('opens the step’s page on a change of step, and follows a page opened by hand', async () => {
    const { router, finishAgentLoad } = renderDemoRoutes();
    finishAgentLoad();
    act(() => demo.next());
    expect(await screen.findByRole('heading', { name: 'Agent' })).toBeDefined();
    expect(screen.getByText('Step 2 of 4')).toBeDefined();

    await act(() => router.navigate('/overview'));
    expect(screen.getByText('Step 3 of 4')).toBeDefined();
    expect(router.state.location.pathname).toBe('/overview');
  });

  it('keeps a newer step when a page the demo asked for earlier lands late', async () => {
    const { router, finishAgentLoad } = renderDemoRoutes();
    finishAgentLoad();
    act(() => demo.goTo(2));
    expect(await screen.findByRole('heading', { name: 'Overview' })).toBeDefined();

    // As the demo's own navigation to /agent would arrive, had the step moved on before it landed.
    await act(() => router.navigate('/agent', { state: { demo: true } }));
    expect(screen.getByText('Step 3 of 4')).toBeDefined();
  });
});
