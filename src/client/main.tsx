import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { SystemRecoveryBoundary } from '@client/components/system-recovery-boundary';
import { authKeys } from '@client/data/auth/keys';
import { sessionQueryOptions } from '@client/data/auth/session-query';
import { AppProviders } from './app/providers';
import { createQueryClient } from './app/query-client';
import { createAppRouter } from './app/router';
import { prefetchRouteData } from './app/route-data';
import './styles.css';

/** How long the first paint may wait for the session check before showing the page anyway. */
const SESSION_WAIT_MS = 1_500;

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');

const queryClient = createQueryClient();
const router = createAppRouter();

const routeReady = new Promise<void>((resolve) => {
  if (router.state.initialized) return resolve();
  const unsubscribe = router.subscribe((state) => {
    if (!state.initialized) return;
    unsubscribe();
    resolve();
  });
});

// One quick check; after a failure the header's own session query starts afresh, with its retries.
const sessionKnown = Promise.race([
  queryClient
    .fetchQuery({ ...sessionQueryOptions(), retry: false })
    .then(({ user }) => {
      if (user) prefetchRouteData(queryClient, window.location.pathname);
    })
    .catch(() => queryClient.removeQueries({ queryKey: authKeys.session() })),
  new Promise((resolve) => setTimeout(resolve, SESSION_WAIT_MS)),
]);

// The first paint is the finished page: the current route's code is loaded and the header already
// knows who is signed in (no "Sign In" flash). A prerendered page stays on screen until then.
void Promise.all([routeReady, sessionKnown]).then(() => {
  container.removeAttribute('data-prerendered');
  const root = createRoot(container);
  // As a transition React renders in short slices, so a tap during the first render is not held up.
  startTransition(() =>
    root.render(
      <StrictMode>
        <SystemRecoveryBoundary standalone>
          <AppProviders queryClient={queryClient}>
            <RouterProvider router={router} />
          </AppProviders>
        </SystemRecoveryBoundary>
      </StrictMode>,
    ),
  );
});
