import { Suspense, lazy, useSyncExternalStore, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { TOAST_MS } from '@shared/constants/timings';
import { useSession } from '@client/features/auth/hooks/use-session';
import { useTheme } from '@client/features/theme/hooks/use-theme';
import { ServerEventsProvider } from '@client/lib/server-events';
import { loadSonner, subscribeToasterWanted, toasterWanted } from '@client/lib/toast';

const Toaster = lazy(() => loadSonner().then((m) => ({ default: m.Toaster })));

function AppToaster() {
  const { theme } = useTheme();
  const wanted = useSyncExternalStore(subscribeToasterWanted, toasterWanted, toasterWanted);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster
        theme={theme}
        position="top-right"
        offset={{ top: 72 }}
        closeButton
        duration={TOAST_MS}
        toastOptions={{
          classNames: {
            error: 'bg-destructive! text-destructive-foreground! border-destructive!',
            description: 'text-inherit! opacity-90',
          },
        }}
      />
    </Suspense>
  );
}

/** The tab's one event stream, opened once the session is known and reopened when it changes. */
function SessionEvents({ children }: { children: ReactNode }) {
  const { user, isLoading } = useSession();
  return (
    <ServerEventsProvider identity={isLoading ? undefined : (user?.id ?? null)}>
      {children}
    </ServerEventsProvider>
  );
}

/** App-wide state: the query cache (with the retry rules of query-client.ts), live events, the toaster. */
export function AppProviders({
  queryClient,
  children,
}: {
  queryClient: QueryClient;
  children: ReactNode;
}) {
  return (
    <QueryClientProvider client={queryClient}>
      <SessionEvents>{children}</SessionEvents>
      <AppToaster />
    </QueryClientProvider>
  );
}
