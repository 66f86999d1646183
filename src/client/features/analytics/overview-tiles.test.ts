import { describe, expect, it } from 'vitest';
import type { AnalyticsResponse, Metric } from '@shared/contracts/analytics';
import { hasActivity, overviewTiles } from './overview-tiles';

const metric = (
  id: Metric['id'],
  value: number | null,
  previous: number | null,
  format: Metric['format'] = 'count',
): Metric => ({
  id,
  label: id,
  value,
  previous,
  change: null,
  trend: 'flat',
  format,
});

const data = (overrides: Partial<AnalyticsResponse> = {}): AnalyticsResponse => ({
  period: '7d',
  from: '2026-03-04T00:00:00.000Z',
  to: '2026-03-10T12:00:00.000Z',
  bucket: 'day',
  metrics: [
    metric('projects', 2, 0),
    metric('plans', 10, 5),
    metric('operations', 4, 5),
    metric('successRate', 75, 80, 'percent'),
    metric('deploys', 1, 0),
    metric('code', 6, 0),
  ],
  activity: [],
  popularTemplates: [],
  series: [{ start: '2026-03-04T00:00:00.000Z', plans: 0, operations: 0, deploys: 0, code: 0 }],
  activeUsers: { value: 3, previous: 2 },
  ...overrides,
});

describe('overviewTiles', () => {
  it('computes the four tiles and their change against the previous period', () => {
    const [projects, users, calls, performance] = overviewTiles(data(), 12);
    expect(projects).toMatchObject({
      label: 'Total Projects',
      value: 12,
      previous: 10,
      change: 20,
      trend: 'up',
    });
    expect(users).toMatchObject({ label: 'Active Users', value: 3, previous: 2, change: 50 });
    expect(calls).toMatchObject({ label: 'API Calls', value: 20, previous: 10, change: 100 });
    expect(performance).toMatchObject({
      label: 'Performance',
      value: 75,
      previous: 80,
      change: -5,
      trend: 'down',
      format: 'percent',
    });
  });

  it('has no performance figure before any change ran, and says when there is no activity', () => {
    const empty = data({
      metrics: [metric('successRate', null, null, 'percent')],
      activeUsers: { value: 0, previous: 0 },
    });
    expect(overviewTiles(empty, 0)[3]?.value).toBeNull();
    expect(hasActivity(empty)).toBe(false);
    expect(
      hasActivity(data({ series: [{ start: 'x', plans: 1, operations: 0, deploys: 0, code: 0 }] })),
    ).toBe(true);
  });
});
