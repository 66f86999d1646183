import { useEffect, useState } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { isAutoRecoverable } from '@shared/constants/errors';
import { ERROR_BOUNDARY_RETRY_MS } from '@shared/constants/timings';
import { SystemRecoveryScreen } from '@client/components/system-recovery-screen';
import { nextAutomaticReload, reloadForRecovery } from '@client/lib/recovery-reload';

function describe(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`.trim();
  if (error instanceof Error) return error.message;
  return String(error);
}

/**
 * The router's error element: System Recovery Mode instead of React Router's default page. A page
 * whose code failed to download (usually after a new build replaced it) reloads by itself after
 * 2 s, at most three times in a row; Retry Recovery reloads at once.
 */
export function RouteErrorPage() {
  const error = useRouteError();
  const message = describe(error) || 'Something went wrong.';
  const [autoReload] = useState(() => (isAutoRecoverable(message) ? nextAutomaticReload() : null));

  useEffect(() => {
    console.error('[Bridge Studio] System Recovery Mode:', error);
  }, [error]);

  useEffect(() => {
    if (autoReload === null) return;
    const timer = setTimeout(() => reloadForRecovery('automatic'), ERROR_BOUNDARY_RETRY_MS);
    return () => clearTimeout(timer);
  }, [autoReload]);

  return (
    <main className="px-4 py-12">
      <SystemRecoveryScreen
        message={message}
        onRetry={() => reloadForRecovery('manual')}
        autoRetryAttempt={autoReload ?? undefined}
      />
    </main>
  );
}
