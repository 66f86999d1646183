import { Activity, HardDrive } from 'lucide-react';
import { planById } from '@shared/constants/plans';
import { useBillingConfigQuery } from '@client/data/billing/billing-config-query';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@client/components/ui/card';
import { Skeleton } from '@client/components/ui/skeleton';
import { useSubscriptionQuery } from '@client/data/billing/subscription-query';
import { useDatabaseUsageQuery } from '@client/data/database/database-usage-query';
import { useOperationsQuery } from '@client/data/operations/operations-query';
import { formatBytes } from '@shared/format/bytes';
import { percentOf } from '../percent-of';
import { SERVICE_LABELS } from '../service-labels';
import { RiskBadge } from './risk-badge';
import { statusWord } from '@shared/format/hosting-outcome';

const RECENT_OPERATIONS = 3;
const STATUS_WORDS = {
  planned: 'Planned',
  running: 'Running',
  succeeded: 'Done',
  failed: 'Failed',
  undone: 'Undone',
} as const;

function Bar({ label, percent }: { label: string; percent: number }) {
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      className="h-2 rounded-full bg-muted"
    >
      <div className="h-full rounded-full bg-primary" style={{ width: `${percent}%` }} />
    </div>
  );
}

const isThisMonth = (iso: string | null, now: Date) =>
  iso !== null && iso.slice(0, 7) === now.toISOString().slice(0, 7);

/** The last three operations, storage against the plan's allowance and this month's runs, all from real data. */
export function SystemHealth({ projectId }: { projectId: string }) {
  const operations = useOperationsQuery(projectId, 50);
  const usage = useDatabaseUsageQuery(projectId);
  const subscription = useSubscriptionQuery();
  const plan = planById(subscription.data?.plan ?? 'explorer');
  const takesPayments = useBillingConfigQuery().data?.configured ?? true;
  const now = new Date();
  const runsThisMonth = (operations.data ?? []).filter((op) =>
    isThisMonth(op.executedAt, now),
  ).length;

  return (
    <Card data-testid="system-health" data-demo="system-health">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Activity aria-hidden="true" className="size-5" /> System Health
        </CardTitle>
        <CardDescription>
          {takesPayments
            ? `${plan.name} plan`
            : 'Every feature included (this server takes no payments)'}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5">
        <section aria-labelledby="recent-operations" className="grid gap-2">
          <h3 id="recent-operations" className="text-sm font-semibold">
            Recent operations
          </h3>
          {operations.isPending ? (
            <Skeleton className="h-16" />
          ) : operations.isError ? (
            <p
              role="alert"
              className="text-sm text-destructive"
            >{`Operations could not be loaded: ${operations.error.message}`}</p>
          ) : operations.data.length === 0 ? (
            <p className="text-sm text-muted-foreground">
              No operations yet. Ask the studio for a change to see it here.
            </p>
          ) : (
            <ul className="grid gap-2">
              {operations.data.slice(0, RECENT_OPERATIONS).map((op) => (
                <li key={op.id} className="grid gap-1 rounded-lg border p-2 text-sm">
                  <span className="line-clamp-2 break-words">{op.instruction}</span>
                  <span className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
                    {SERVICE_LABELS[op.service]} · {statusWord(op, STATUS_WORDS)}
                    <RiskBadge risk={op.risk} />
                  </span>
                </li>
              ))}
            </ul>
          )}
        </section>
        <section aria-labelledby="storage-used" className="grid gap-2">
          <h3 id="storage-used" className="flex items-center gap-1.5 text-sm font-semibold">
            <HardDrive aria-hidden="true" className="size-4" /> Storage
          </h3>
          {usage.isPending ? (
            <Skeleton className="h-6" />
          ) : usage.isError ? (
            <p
              role="alert"
              className="text-sm text-destructive"
            >{`Storage could not be measured: ${usage.error.message}`}</p>
          ) : (
            <>
              <p className="text-sm">{`${formatBytes(usage.data.databaseBytes)} of ${formatBytes(plan.storageBytes)}`}</p>
              <Bar
                label="Storage used"
                percent={percentOf(usage.data.databaseBytes, plan.storageBytes)}
              />
            </>
          )}
        </section>
        <section aria-labelledby="monthly-usage" className="grid gap-1">
          <h3 id="monthly-usage" className="text-sm font-semibold">
            Monthly usage
          </h3>
          <p className="text-sm text-muted-foreground">
            {operations.isSuccess
              ? `${runsThisMonth} change${runsThisMonth === 1 ? '' : 's'} run this month`
              : '...'}
          </p>
        </section>
      </CardContent>
    </Card>
  );
}
