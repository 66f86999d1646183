import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { SystemRecoveryBoundary } from '@client/components/system-recovery-boundary';
import { useSession } from '@client/features/auth/hooks/use-session';
import { DemoMount } from '@client/features/demo-mode/components/demo-mount';
import { useAppHealthCheck } from '@client/features/health/hooks/use-app-health-check';
import { FooterPanel } from './footer-panel';
import { NavigationProgress } from './navigation-progress';
import { SiteHeader } from './site-header';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';

/** The layout around every page: skip link, fixed header, main content, floating footer. */
export function AppShell() {
  const { pathname } = useLocation();
  const { user } = useSession();
  useAppHealthCheck();
  return (
    <>
      <SkipLink />
      <SiteHeader />
      <NavigationProgress />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="min-h-dvh pt-16 pb-24 focus:outline-none">
        <SystemRecoveryBoundary resetKey={pathname}>
          <Outlet />
        </SystemRecoveryBoundary>
      </main>
      <FooterPanel />
      <DemoMount signedIn={user !== null} />
      <ScrollRestoration />
    </>
  );
}
