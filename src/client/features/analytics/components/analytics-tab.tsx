import { Suspense, lazy, useState } from 'react';
import { Link } from 'react-router';
import {
  CheckCircle2,
  Code2,
  Download,
  FolderPlus,
  MessageSquareText,
  Play,
  Rocket,
  type LucideIcon,
} from 'lucide-react';
import {
  ANALYTICS_PERIOD_LABELS,
  ANALYTICS_PERIODS,
  DEFAULT_ANALYTICS_PERIOD,
  type AnalyticsPeriod,
  type AnalyticsResponse,
  type MetricId,
} from '@shared/contracts/analytics';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { Skeleton } from '@client/components/ui/skeleton';
import { cn } from '@client/lib/utils';
import { useAnalyticsQuery } from '@client/data/analytics/analytics-query';
import { analyticsFileName, analyticsToCsv } from '../analytics-csv';
import { MetricCard } from './metric-card';

const UsageChart = lazy(() => import('./usage-chart'));

const METRIC_ICONS: Record<MetricId, LucideIcon> = {
  projects: FolderPlus,
  plans: MessageSquareText,
  operations: Play,
  successRate: CheckCircle2,
  deploys: Rocket,
  code: Code2,
};

export const PERIOD_WORDS: Record<AnalyticsPeriod, string> = {
  '1d': '24 hours',
  '7d': '7 days',
  '30d': '30 days',
  '90d': '90 days',
};

const STATUS_VARIANT = { success: 'secondary', pending: 'outline', error: 'destructive' } as const;

function download(data: AnalyticsResponse) {
  const url = URL.createObjectURL(
    new Blob([analyticsToCsv(data)], { type: 'text/csv;charset=utf-8' }),
  );
  const link = document.createElement('a');
  link.href = url;
  link.download = analyticsFileName(data);
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

export function PeriodSelector({
  value,
  onChange,
}: {
  value: AnalyticsPeriod;
  onChange: (period: AnalyticsPeriod) => void;
}) {
  return (
    <fieldset className="inline-flex rounded-lg bg-muted p-1">
      <legend className="sr-only">Period</legend>
      {ANALYTICS_PERIODS.map((period) => (
        <label
          key={period}
          className={cn(
            'cursor-pointer rounded-md px-3 py-1 text-sm font-medium text-muted-foreground has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring',
            period === value && 'bg-card text-foreground shadow-sm',
          )}
        >
          <input
            type="radio"
            name="analytics-period"
            value={period}
            checked={period === value}
            onChange={() => onChange(period)}
            className="sr-only"
          />
          {ANALYTICS_PERIOD_LABELS[period]}
        </label>
      ))}
    </fieldset>
  );
}

function hasUsage(data: AnalyticsResponse) {
  return data.series.some((p) => p.plans + p.operations + p.deploys + p.code > 0);
}

function Figures({ data }: { data: AnalyticsResponse }) {
  const periodWords = PERIOD_WORDS[data.period];
  return (
    <div className="flex flex-col gap-6">
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3" aria-label="Metrics">
        {data.metrics.map((metric) => (
          <MetricCard
            key={metric.id}
            metric={metric}
            icon={METRIC_ICONS[metric.id]}
            periodLabel={periodWords}
          />
        ))}
      </ul>
      <div className="grid gap-6 lg:grid-cols-2">
        <section
          aria-labelledby="recent-activity-title"
          className="rounded-xl border bg-card p-5 text-card-foreground shadow-sm"
        >
          <h3 id="recent-activity-title" className="font-semibold">
            Recent activity
          </h3>
          {data.activity.length === 0 ? (
            <p className="mt-3 text-sm text-muted-foreground">
              Nothing yet in the last {periodWords}.
            </p>
          ) : (
            <ul className="mt-3 flex flex-col divide-y" data-testid="recent-activity">
              {data.activity.map((item) => (
                <li key={item.id} className="flex items-center justify-between gap-3 py-2 text-sm">
                  <span className="flex flex-col">
                    <span>{item.name}</span>
                    <time dateTime={item.timestamp} className="text-xs text-muted-foreground">
                      {new Date(item.timestamp).toLocaleString()}
                    </time>
                  </span>
                  <Badge
                    variant={STATUS_VARIANT[item.status]}
                    data-status={item.status}
                    className="capitalize"
                  >
                    {item.status}
                  </Badge>
                </li>
              ))}
            </ul>
          )}
        </section>
        <section
          aria-labelledby="popular-templates-title"
          className="rounded-xl border bg-card p-5 text-card-foreground shadow-sm"
        >
          <h3 id="popular-templates-title" className="font-semibold">
            Popular templates
          </h3>
          <p className="text-xs text-muted-foreground">
            Projects started from each template by everyone on Bridge Studio.
          </p>
          {data.popularTemplates.length === 0 ? (
            <p className="mt-3 text-sm text-muted-foreground">
              No projects were started from a template in the last {periodWords}.
            </p>
          ) : (
            <ul className="mt-3 flex flex-col divide-y" data-testid="popular-templates">
              {data.popularTemplates.map((t) => (
                <li
                  key={t.templateId}
                  className="flex items-center justify-between gap-3 py-2 text-sm"
                >
                  <span>{t.name}</span>
                  <span className="flex items-center gap-2">
                    <span>{t.uses === 1 ? '1 project' : `${t.uses} projects`}</span>
                    <Badge variant="outline">{t.trend}</Badge>
                  </span>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
      <section
        aria-labelledby="usage-trends-title"
        className="rounded-xl border bg-card p-5 text-card-foreground shadow-sm"
      >
        <h3 id="usage-trends-title" className="font-semibold">
          Usage trends
        </h3>
        {hasUsage(data) ? (
          <Suspense fallback={<Skeleton className="mt-3 h-72 w-full" />}>
            <UsageChart data={data} />
          </Suspense>
        ) : (
          <p className="mt-3 text-sm text-muted-foreground">
            No usage in the last {periodWords} yet. Plans, changes, deploys and generated code
            appear here as you use Bridge Studio.
          </p>
        )}
      </section>
    </div>
  );
}

/** The Welcome hub's Analytics tab: the signed-in user's real figures for the chosen period. */
export function AnalyticsTab({ signedIn }: { signedIn: boolean }) {
  const [period, setPeriod] = useState<AnalyticsPeriod>(DEFAULT_ANALYTICS_PERIOD);
  const query = useAnalyticsQuery(period, { enabled: signedIn });

  if (!signedIn) {
    return (
      <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed p-8 text-center">
        <p>Sign in to see your own figures: projects, plans, changes, deploys and code.</p>
        <Button asChild>
          <Link to="/auth">Sign In</Link>
        </Button>
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <PeriodSelector value={period} onChange={setPeriod} />
        <Button
          variant="outline"
          disabled={!query.data}
          onClick={() => query.data && download(query.data)}
        >
          <Download aria-hidden="true" />
          Export
        </Button>
      </div>
      {query.isPending ? (
        <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3" aria-busy="true">
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} className="h-28" />
          ))}
        </div>
      ) : query.isError ? (
        <div role="alert" className="flex flex-col items-start gap-3 rounded-xl border p-5">
          <p>We could not load your analytics. {query.error.message}</p>
          <Button variant="outline" onClick={() => void query.refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <Figures data={query.data} />
      )}
    </div>
  );
}
