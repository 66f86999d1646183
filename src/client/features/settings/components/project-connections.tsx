import { Database, GitBranch, Globe, type LucideIcon } from 'lucide-react';
import type { ConnectionsResponse } from '@shared/contracts/connections';
import { TOAST_MS } from '@shared/constants/timings';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { Skeleton } from '@client/components/ui/skeleton';
import { toast } from '@client/lib/toast';
import {
  useConnectionsQuery,
  type ConnectionKind,
} from '@client/data/connections/connections-query';
import { useDisconnectConnectionMutation } from '@client/data/connections/disconnect-connection-mutation';
import { useTestConnectionMutation } from '@client/data/connections/test-connection-mutation';

interface Row {
  kind: ConnectionKind;
  title: string;
  icon: LucideIcon;
  connected: boolean;
  detail: string;
}

function rowsFor(c: ConnectionsResponse): Row[] {
  return [
    {
      kind: 'database',
      title: 'Database',
      icon: Database,
      connected: c.database.kind === 'external',
      detail:
        c.database.kind === 'external'
          ? (c.database.hint ?? 'Your own Postgres')
          : 'Built-in database (no setup needed)',
    },
    {
      kind: 'github',
      title: 'GitHub',
      icon: GitBranch,
      connected: c.github !== null,
      detail: c.github
        ? `${c.github.owner}/${c.github.repo} · token ${c.github.tokenHint}`
        : 'Built-in git repository',
    },
    {
      kind: 'netlify',
      title: 'Netlify',
      icon: Globe,
      connected: c.netlify !== null,
      detail: c.netlify
        ? `Site ${c.netlify.siteId} · token ${c.netlify.tokenHint}`
        : 'Built-in hosting',
    },
  ];
}

/** The project's database URL, GitHub and Netlify connections: secrets masked, test and disconnect. */
export function ProjectConnections({
  projectId,
  canManage,
  onConnect,
}: {
  projectId: string;
  canManage: boolean;
  /** Opens the connection form of a service that is not connected yet. */
  onConnect: (kind: ConnectionKind) => void;
}) {
  const query = useConnectionsQuery(projectId);
  const test = useTestConnectionMutation(projectId, {
    onSuccess: (result) =>
      result.ok
        ? toast.success('Connection works', { description: result.message, duration: TOAST_MS })
        : toast.error('Connection failed', { description: result.message, duration: TOAST_MS }),
    onError: (error) =>
      toast.error('Connection failed', { description: error.message, duration: TOAST_MS }),
  });
  const remove = useDisconnectConnectionMutation(projectId, {
    onSuccess: () => {
      toast.success('Disconnected', {
        description: 'The project now uses the built-in service again.',
        duration: TOAST_MS,
      });
    },
    onError: (error) =>
      toast.error('Could not disconnect', { description: error.message, duration: TOAST_MS }),
  });

  if (query.isPending) return <Skeleton className="h-56" />;
  if (query.isError) {
    return (
      <div role="alert" className="flex flex-col items-start gap-3 rounded-xl border p-5">
        <p>We could not load this project’s connections. {query.error.message}</p>
        <Button variant="outline" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  return (
    <ul
      className="flex flex-col divide-y rounded-xl border bg-card text-card-foreground"
      aria-label="Connections"
    >
      {rowsFor(query.data).map(({ kind, title, icon: Icon, connected, detail }) => (
        <li
          key={kind}
          data-testid={`connection-${kind}`}
          className="flex flex-wrap items-center justify-between gap-3 p-4"
        >
          <div className="flex items-start gap-3">
            <Icon aria-hidden="true" className="mt-0.5 size-5 text-primary" />
            <div className="flex flex-col gap-0.5">
              <span className="flex items-center gap-2 font-medium">
                {title}
                <Badge variant={connected ? 'default' : 'secondary'}>
                  {connected ? 'Connected' : 'Built-in'}
                </Badge>
              </span>
              <span className="break-all text-sm text-muted-foreground">{detail}</span>
            </div>
          </div>
          {canManage ? (
            <div className="flex gap-2">
              <Button
                variant="outline"
                size="sm"
                disabled={test.isPending}
                onClick={() => test.mutate(kind)}
                aria-label={`Test the ${title} connection`}
              >
                Test connection
              </Button>
              {connected ? (
                <Button
                  variant="outline"
                  size="sm"
                  disabled={remove.isPending}
                  onClick={() => remove.mutate(kind)}
                  aria-label={`Disconnect ${title}`}
                >
                  Disconnect
                </Button>
              ) : (
                <Button size="sm" onClick={() => onConnect(kind)} aria-label={`Connect ${title}`}>
                  Connect
                </Button>
              )}
            </div>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
