import { RefreshCw, House, TriangleAlert } from 'lucide-react';
import { RETRY_CAP } from '@shared/constants/timings';
import { APP_NAME } from './page-layout';
import { Button } from './ui/button';

export interface SystemRecoveryScreenProps {
  message: string;
  onRetry: () => void;
  /** Set while an automatic retry is waiting: the attempt about to run. */
  autoRetryAttempt?: number;
}

/**
 * The global error screen, shown when a page cannot recover by itself. It names the tab too: the
 * page that failed, and its title, are gone.
 */
export function SystemRecoveryScreen({
  message,
  onRetry,
  autoRetryAttempt,
}: SystemRecoveryScreenProps) {
  return (
    <div
      role="alert"
      data-testid="system-recovery"
      className="mx-auto flex w-full max-w-xl flex-col gap-5 rounded-xl border bg-card p-6 text-card-foreground shadow-sm sm:p-8"
    >
      <title>{`System Recovery Mode · ${APP_NAME}`}</title>
      <div className="flex items-center gap-3">
        <TriangleAlert aria-hidden="true" className="size-6 shrink-0 text-warning" />
        <h1 className="text-2xl font-bold tracking-tight">System Recovery Mode</h1>
      </div>
      <p className="rounded-md bg-muted p-3 font-mono text-sm break-words text-foreground">
        {message}
      </p>
      <p className="text-sm text-muted-foreground">
        This error has been logged. You can try again, or go back to the home page.
      </p>
      {autoRetryAttempt ? (
        <p className="text-sm" aria-live="polite">
          Trying again automatically (attempt {autoRetryAttempt} of {RETRY_CAP})...
        </p>
      ) : null}
      <div className="flex flex-wrap gap-3">
        <Button onClick={onRetry}>
          <RefreshCw aria-hidden="true" />
          Retry Recovery
        </Button>
        <Button asChild variant="outline">
          {/* A full page load: the app may be in a state a client-side navigation cannot fix. */}
          <a href="/">
            <House aria-hidden="true" />
            Go Home
          </a>
        </Button>
      </div>
    </div>
  );
}
