import type { ReactNode } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { Spinner } from '@client/components/ui/spinner';
import { ProtectedRoute } from '@client/features/auth/components/protected-route';
import { AppShell } from './layout/app-shell';
import { RouteErrorPage } from './routes/route-error-page';

// Each page is its own chunk; only the shell ships with the first load.
const page = (path: string, load: () => Promise<{ Component: () => ReactNode }>): RouteObject => ({
  path,
  lazy: load,
});

const publicRoutes: RouteObject[] = [
  {
    index: true,
    lazy: () => import('./routes/home-page').then((m) => ({ Component: m.HomePage })),
  },
  page('welcome', () =>
    import('./routes/welcome-page').then((m) => ({ Component: m.WelcomePage })),
  ),
  page('demo', () => import('./routes/demo-page').then((m) => ({ Component: m.DemoPage }))),
  page('integrations', () =>
    import('./routes/integrations-page').then((m) => ({ Component: m.IntegrationsPage })),
  ),
  page('advanced', () =>
    import('./routes/advanced-page').then((m) => ({ Component: m.AdvancedPage })),
  ),
  page('build-guide', () =>
    import('./routes/build-guide-page').then((m) => ({ Component: m.BuildGuidePage })),
  ),
  page('auth', () => import('./routes/auth-page').then((m) => ({ Component: m.AuthPage }))),
  page('pricing', () =>
    import('./routes/pricing-page').then((m) => ({ Component: m.PricingPage })),
  ),
  page('checkout', () =>
    import('./routes/checkout-page').then((m) => ({ Component: m.CheckoutPage })),
  ),
  page('about', () => import('./routes/about-page').then((m) => ({ Component: m.AboutPage }))),
  page('contact', () =>
    import('./routes/contact-page').then((m) => ({ Component: m.ContactPage })),
  ),
  page('privacy', () =>
    import('./routes/privacy-page').then((m) => ({ Component: m.PrivacyPage })),
  ),
  page('terms', () => import('./routes/terms-page').then((m) => ({ Component: m.TermsPage }))),
  page('help', () => import('./routes/help-page').then((m) => ({ Component: m.HelpPage }))),
  page('help-library', () =>
    import('./routes/help-library-page').then((m) => ({ Component: m.HelpLibraryPage })),
  ),
];

const protectedRoutes: RouteObject[] = [
  page('dashboard', () =>
    import('./routes/dashboard-page').then((m) => ({ Component: m.DashboardPage })),
  ),
  page('agent', () => import('./routes/agent-page').then((m) => ({ Component: m.AgentPage }))),
  page('data', () => import('./routes/data-page').then((m) => ({ Component: m.DataPage }))),
  page('auth-users', () =>
    import('./routes/auth-users-page').then((m) => ({ Component: m.AuthUsersPage })),
  ),
  page('overview', () =>
    import('./routes/overview-page').then((m) => ({ Component: m.OverviewPage })),
  ),
  page('settings', () =>
    import('./routes/settings-page').then((m) => ({ Component: m.SettingsPage })),
  ),
  page('settings/advanced', () =>
    import('./routes/settings-advanced-page').then((m) => ({ Component: m.SettingsAdvancedPage })),
  ),
  page('settings/database', () =>
    import('./routes/settings-database-page').then((m) => ({ Component: m.SettingsDatabasePage })),
  ),
  page('settings/notifications', () =>
    import('./routes/settings-notifications-page').then((m) => ({
      Component: m.SettingsNotificationsPage,
    })),
  ),
  page('settings/messages', () =>
    import('./routes/settings-messages-page').then((m) => ({
      Component: m.SettingsMessagesPage,
    })),
  ),
  page('settings/appearance', () =>
    import('./routes/settings-appearance-page').then((m) => ({
      Component: m.SettingsAppearancePage,
    })),
  ),
];

function AppLoading() {
  return (
    <div className="flex min-h-dvh items-center justify-center">
      <Spinner />
    </div>
  );
}

export const routes: RouteObject[] = [
  {
    path: '/',
    Component: AppShell,
    ErrorBoundary: RouteErrorPage,
    HydrateFallback: AppLoading,
    children: [
      ...publicRoutes,
      { Component: ProtectedRoute, children: protectedRoutes },
      page('*', () =>
        import('./routes/not-found-page').then((m) => ({ Component: m.NotFoundPage })),
      ),
    ],
  },
];

export const PUBLIC_PATHS = [
  '/',
  ...publicRoutes.flatMap((route) => (route.path ? [`/${route.path}`] : [])),
];
export const PROTECTED_PATHS = protectedRoutes.map((route) => `/${route.path}`);

export function createAppRouter() {
  return createBrowserRouter(routes);
}
