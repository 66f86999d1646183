import { changeOf, trendOf } from '@shared/analytics/change';
import type { AnalyticsResponse, Metric, MetricId } from '@shared/contracts/analytics';

export type OverviewTileId = 'totalProjects' | 'activeUsers' | 'apiCalls' | 'performance';
export type OverviewTile = Omit<Metric, 'id'> & { id: OverviewTileId };

const tile = (
  id: OverviewTileId,
  label: string,
  value: number | null,
  previous: number | null,
  format: Metric['format'] = 'count',
): OverviewTile => ({
  id,
  label,
  value,
  previous,
  change: changeOf(value, previous, format),
  trend: trendOf(value, previous),
  format,
});

/**
 * The Analytics Overview's four tiles, from recorded events:
 * projects now against before this period, active people, calls to the studio, and the success rate.
 */
export function overviewTiles(data: AnalyticsResponse, totalProjects: number): OverviewTile[] {
  const byId = new Map(data.metrics.map((m) => [m.id, m]));
  const value = (id: MetricId) => byId.get(id)?.value ?? 0;
  const previous = (id: MetricId) => byId.get(id)?.previous ?? 0;
  const calls = (get: (id: MetricId) => number) => get('plans') + get('operations') + get('code');
  const rate = byId.get('successRate');
  return [
    tile(
      'totalProjects',
      'Total Projects',
      totalProjects,
      Math.max(0, totalProjects - value('projects')),
    ),
    tile('activeUsers', 'Active Users', data.activeUsers.value, data.activeUsers.previous),
    tile('apiCalls', 'API Calls', calls(value), calls(previous)),
    tile('performance', 'Performance', rate?.value ?? null, rate?.previous ?? null, 'percent'),
  ];
}

export const hasActivity = (data: AnalyticsResponse) =>
  data.series.some((p) => p.plans + p.operations + p.deploys + p.code > 0);
