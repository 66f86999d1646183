import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { APP_NAME } from '@client/components/page-layout';
import { Button } from '@client/components/ui/button';

function describe(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`.trim();
  if (error instanceof Error) return error.message;
  return String(error);
}

/** The router's error page, for failures while routing (for example a page that failed to download). */
export function RouteErrorPage() {
  const error = useRouteError();

  useEffect(() => {
    console.error('[Bridge Studio] routing error:', error);
  }, [error]);

  return (
    <main className="mx-auto flex min-h-dvh max-w-xl flex-col justify-center gap-4 px-4 py-16">
      <title>{`Error · ${APP_NAME}`}</title>
      <h1 className="text-2xl font-bold">Unexpected Application Error!</h1>
      <p className="rounded-md border bg-card p-3 font-mono text-sm break-words">
        {describe(error)}
      </p>
      <p className="text-sm text-muted-foreground">
        The page could not be shown. Reloading usually fixes this after an update.
      </p>
      <div className="flex flex-wrap gap-3">
        <Button onClick={() => window.location.reload()}>Reload page</Button>
        <Button asChild variant="outline">
          <a href="/">Go Home</a>
        </Button>
      </div>
    </main>
  );
}
