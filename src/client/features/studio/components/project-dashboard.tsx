import { Activity, Database, ShieldCheck, Users, type LucideIcon } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';
import { Skeleton } from '@client/components/ui/skeleton';
import { useDatabaseUsageQuery } from '@client/data/database/database-usage-query';
import { useOperationsQuery } from '@client/data/operations/operations-query';
import { SERVICE_LABELS } from '../service-labels';
import { statusWord } from '@shared/format/hosting-outcome';

function Tile({
  icon: Icon,
  label,
  value,
  note,
  testId,
}: {
  icon: LucideIcon;
  label: string;
  value: string;
  note?: string;
  testId: string;
}) {
  return (
    <li
      data-testid={testId}
      className="grid gap-1 rounded-xl border bg-card p-4 text-card-foreground"
    >
      <span className="flex items-center justify-between text-sm text-muted-foreground">
        {label}
        <Icon aria-hidden="true" className="size-4" />
      </span>
      <span className="text-2xl font-bold">{value}</span>
      {note ? <span className="text-xs text-muted-foreground">{note}</span> : null}
    </li>
  );
}

const isToday = (iso: string, now: Date) => new Date(iso).toDateString() === now.toDateString();
const STATUS_WORDS = {
  planned: 'planned',
  running: 'running',
  succeeded: 'done',
  failed: 'failed',
  undone: 'undone',
} as const;

export interface SecurityRules {
  count: number;
  isPending: boolean;
  error: Error | null;
}

/** Data storage, registered users, security rules and today's activity, from the project itself. */
export function ProjectDashboard({
  projectId,
  securityRules,
}: {
  projectId: string;
  securityRules: SecurityRules;
}) {
  const usage = useDatabaseUsageQuery(projectId);
  const operations = useOperationsQuery(projectId, 50);
  const now = new Date();

  const loading = usage.isPending || operations.isPending || securityRules.isPending;
  const error = usage.error ?? operations.error ?? securityRules.error;
  const publicTables = usage.data?.tables.filter((t) => t.schema === 'public') ?? [];
  const today = operations.data?.filter((op) => isToday(op.createdAt, now)).length ?? 0;

  return (
    <Card data-testid="project-overview">
      <CardHeader>
        <CardTitle>Overview</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-5">
        {loading ? (
          <div
            role="status"
            aria-label="Loading the overview"
            className="grid gap-3 sm:grid-cols-2"
          >
            {Array.from({ length: 4 }, (_, i) => (
              <Skeleton key={i} className="h-24" />
            ))}
          </div>
        ) : error ? (
          <p
            role="alert"
            className="text-sm text-destructive"
          >{`The overview could not be loaded: ${error.message}`}</p>
        ) : (
          <>
            <ul className="grid gap-3 sm:grid-cols-2" aria-label="Project figures">
              <Tile
                testId="tile-storage"
                icon={Database}
                label="Data storage"
                value={String(publicTables.length)}
                note={publicTables.length === 1 ? 'table' : 'tables'}
              />
              <Tile
                testId="tile-users"
                icon={Users}
                label="Registered users"
                value={String(usage.data?.users.total ?? 0)}
                note={`+${usage.data?.users.lastWeek ?? 0} this week`}
              />
              <Tile
                testId="tile-rules"
                icon={ShieldCheck}
                label="Security rules"
                value={String(securityRules.count)}
                note="row-level security policies"
              />
              <Tile
                testId="tile-activity"
                icon={Activity}
                label="Activity today"
                value={today.toLocaleString('en-US')}
                note="plans and changes"
              />
            </ul>
            <section aria-labelledby="dashboard-recent" className="grid gap-2">
              <h3 id="dashboard-recent" className="text-sm font-semibold">
                Recent activity
              </h3>
              {operations.data?.length ? (
                <ul className="grid gap-1 text-sm" data-testid="dashboard-activity">
                  {operations.data.slice(0, 3).map((op) => (
                    <li
                      key={op.id}
                      className="flex flex-wrap justify-between gap-2 border-b py-1 last:border-b-0"
                    >
                      <span className="min-w-0 break-words">{op.instruction}</span>
                      <span className="text-xs text-muted-foreground">{`${SERVICE_LABELS[op.service]} · ${statusWord(op, STATUS_WORDS)}`}</span>
                    </li>
                  ))}
                </ul>
              ) : (
                <p className="text-sm text-muted-foreground">
                  Nothing yet. Your plans and changes will show here.
                </p>
              )}
            </section>
          </>
        )}
      </CardContent>
    </Card>
  );
}
