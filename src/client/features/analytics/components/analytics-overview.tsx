import { Suspense, lazy, useState } from 'react';
import { Activity, FolderKanban, Gauge, Users, type LucideIcon } from 'lucide-react';
import { DEFAULT_ANALYTICS_PERIOD, type AnalyticsPeriod } from '@shared/contracts/analytics';
import { Button } from '@client/components/ui/button';
import { Skeleton } from '@client/components/ui/skeleton';
import { useAnalyticsQuery } from '@client/data/analytics/analytics-query';
import { hasActivity, overviewTiles, type OverviewTileId } from '../overview-tiles';
import { PERIOD_WORDS, PeriodSelector } from './analytics-tab';
import { MetricCard } from './metric-card';

// recharts comes with this chunk only, when there is something to draw.
const UsageChart = lazy(() => import('./usage-chart'));

const ICONS: Record<OverviewTileId, LucideIcon> = {
  totalProjects: FolderKanban,
  activeUsers: Users,
  apiCalls: Activity,
  performance: Gauge,
};

/** CH 3: four tiles against the previous period and activity over time, from recorded events. */
export function AnalyticsOverview({ totalProjects }: { totalProjects: number }) {
  const [period, setPeriod] = useState<AnalyticsPeriod>(DEFAULT_ANALYTICS_PERIOD);
  const query = useAnalyticsQuery(period);

  return (
    <div className="flex flex-col gap-6">
      <PeriodSelector value={period} onChange={setPeriod} />
      {query.isPending ? (
        <div
          role="status"
          aria-label="Loading analytics"
          className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4"
        >
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} className="h-28" />
          ))}
        </div>
      ) : query.isError ? (
        <div role="alert" className="flex flex-col items-start gap-3 rounded-xl border p-5">
          <p>{`We could not load your analytics. ${query.error.message}`}</p>
          <Button variant="outline" onClick={() => void query.refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <>
          <ul
            className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4"
            aria-label="Overview"
            data-demo="stat-tiles"
          >
            {overviewTiles(query.data, totalProjects).map((tile) => (
              <MetricCard
                key={tile.id}
                metric={tile}
                icon={ICONS[tile.id]}
                periodLabel={PERIOD_WORDS[period]}
              />
            ))}
          </ul>
          <section
            aria-labelledby="activity-over-time"
            data-demo="usage-chart"
            className="rounded-xl border bg-card p-5 text-card-foreground shadow-sm"
          >
            <h2 id="activity-over-time" className="font-semibold">
              Activity over time
            </h2>
            {hasActivity(query.data) ? (
              <Suspense fallback={<Skeleton className="mt-3 h-72 w-full" />}>
                <UsageChart data={query.data} />
              </Suspense>
            ) : (
              <p className="mt-3 text-sm text-muted-foreground" data-testid="chart-placeholder">
                Charts will appear here once you start planning and running changes.
              </p>
            )}
          </section>
        </>
      )}
    </div>
  );
}
