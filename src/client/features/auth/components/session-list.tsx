import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { Skeleton } from '@client/components/ui/skeleton';
import { useAccountSessionsQuery } from '@client/data/auth/account-sessions-query';
import { useRevokeSession } from '../hooks/use-account';
import { describeBrowser } from '../describe-browser';

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** Every browser signed in to the account, newest activity first; any but this one can be ended. */
export function SessionList() {
  const query = useAccountSessionsQuery();
  const revoke = useRevokeSession();
  if (query.isPending) return <Skeleton className="h-32" />;
  if (query.isError) {
    return (
      <div role="alert" className="flex flex-col items-start gap-3">
        <p>We could not load your sessions. {query.error.message}</p>
        <Button variant="outline" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  return (
    <ul className="flex flex-col divide-y rounded-xl border" aria-label="Active sessions">
      {query.data.sessions.map((session) => (
        <li
          key={session.id}
          data-testid="account-session"
          className="flex flex-wrap items-center justify-between gap-3 p-3"
        >
          <div className="flex flex-col gap-0.5">
            <span className="flex items-center gap-2 font-medium">
              {describeBrowser(session.userAgent)}
              {session.current ? <Badge variant="secondary">This browser</Badge> : null}
            </span>
            <span className="text-xs text-muted-foreground">
              Signed in {when(session.createdAt)} · last active {when(session.lastSeenAt)}
              {session.ip ? ` · ${session.ip}` : ''}
            </span>
          </div>
          {session.current ? null : (
            <Button
              variant="outline"
              size="sm"
              disabled={revoke.isPending}
              onClick={() => revoke.mutate(session.id)}
              aria-label={`Sign out ${describeBrowser(session.userAgent)}, last active ${when(session.lastSeenAt)}`}
            >
              Sign out
            </Button>
          )}
        </li>
      ))}
    </ul>
  );
}
