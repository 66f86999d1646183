import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { SystemRecoveryBoundary } from '@client/components/system-recovery-boundary';
import { AppProviders } from './app/providers';
import { createQueryClient } from './app/query-client';
import { createAppRouter } from './app/router';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');

const queryClient = createQueryClient();
const router = createAppRouter();

function mount(target: HTMLElement) {
  target.removeAttribute('data-prerendered');
  createRoot(target).render(
    <StrictMode>
      <SystemRecoveryBoundary standalone>
        <AppProviders queryClient={queryClient}>
          <RouterProvider router={router} />
        </AppProviders>
      </SystemRecoveryBoundary>
    </StrictMode>,
  );
}

// The prerendered home page stays on screen until the router has loaded the current route's code.
if (container.hasAttribute('data-prerendered') && !router.state.initialized) {
  const unsubscribe = router.subscribe((state) => {
    if (!state.initialized) return;
    unsubscribe();
    mount(container);
  });
} else {
  mount(container);
}
