import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { SystemRecoveryBoundary } from '@client/components/system-recovery-boundary';
import { useSession } from '@client/features/auth/hooks/use-session';
import { DemoMount } from '@client/features/demo-mode/components/demo-mount';
import { useAppHealthCheck } from '@client/features/health/hooks/use-app-health-check';
import { cn } from '@client/lib/utils';
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
      {/* A page that fills the window (the studio) gets exactly its height; below lg pb-16 keeps the footer button off the chat's Send. */}
      <main
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        className={cn(
          'min-h-dvh pt-16 pb-24 focus:outline-none',
          'has-[[data-fill-viewport]]:flex has-[[data-fill-viewport]]:h-dvh has-[[data-fill-viewport]]:flex-col has-[[data-fill-viewport]]:pb-16 lg:has-[[data-fill-viewport]]:pb-4',
        )}
      >
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
