import { describe, expect, it } from 'vitest';
import {
  buildActivity,
  buildPopularTemplates,
  buildSeries,
  changeOf,
  outcomeOf,
  periodWindow,
  successRate,
  trendOf,
  type EventRecord,
} from './compute';

const NOW = new Date('2026-03-10T12:30:00.000Z');
let n = 0;
const event = (
  name: string,
  createdAt: string,
  properties: Record<string, unknown> = {},
): EventRecord => ({
  id: `e${n++}`,
  name,
  properties,
  createdAt: new Date(createdAt),
});

describe('period windows', () => {
  it('uses 24 whole hours for 1d, ending with the current hour', () => {
    const w = periodWindow('1d', NOW);
    expect(w.bucket).toBe('hour');
    expect(w.bucketStarts).toHaveLength(24);
    expect(w.from.toISOString()).toBe('2026-03-09T13:00:00.000Z');
    expect(w.bucketStarts.at(-1)!.toISOString()).toBe('2026-03-10T12:00:00.000Z');
  });

  it.each([
    ['7d', 7, '2026-03-04T00:00:00.000Z'],
    ['30d', 30, '2026-02-09T00:00:00.000Z'],
    ['90d', 90, '2025-12-11T00:00:00.000Z'],
  ] as const)('uses whole UTC days for %s', (period, days, from) => {
    const w = periodWindow(period, NOW);
    expect(w.bucket).toBe('day');
    expect(w.bucketStarts).toHaveLength(days);
    expect(w.from.toISOString()).toBe(from);
  });

  it('compares with the previous period of the same length', () => {
    const w = periodWindow('7d', NOW);
    expect(w.from.getTime() - w.previousFrom.getTime()).toBe(NOW.getTime() - w.from.getTime());
  });
});

describe('changes and trends', () => {
  it('gives the percent change for counts, and none when growing from zero', () => {
    expect(changeOf(3, 2, 'count')).toBe(50);
    expect(changeOf(1, 3, 'count')).toBe(-66.7);
    expect(changeOf(4, 0, 'count')).toBeNull();
    expect(changeOf(0, 0, 'count')).toBe(0);
  });

  it('gives percentage points for rates, and nothing when a side is missing', () => {
    expect(changeOf(75, 50, 'percent')).toBe(25);
    expect(changeOf(null, 50, 'percent')).toBeNull();
  });

  it('reads up, down or flat', () => {
    expect(trendOf(2, 1)).toBe('up');
    expect(trendOf(1, 2)).toBe('down');
    expect(trendOf(1, 1)).toBe('flat');
    expect(trendOf(null, 1)).toBe('flat');
  });
});

describe('outcomes', () => {
  it('reads success flags and statuses', () => {
    expect(outcomeOf({ success: true })).toBe('success');
    expect(outcomeOf({})).toBe('success');
    expect(outcomeOf({ success: false })).toBe('error');
    expect(outcomeOf({ status: 'failed' })).toBe('error');
    expect(outcomeOf({ status: 'running' })).toBe('pending');
  });

  it('works out the success rate of changes run, ignoring plans and the multi-agent twins', () => {
    expect(successRate([event('agent_instruction_processed', '2026-03-10T00:00:00Z')])).toBeNull();
    expect(
      successRate([
        event('agent_operation_executed', '2026-03-10T00:00:00Z', { success: true }),
        event('multi_agent_operation_executed', '2026-03-10T00:00:00Z', { success: true }),
        event('agent_operation_executed', '2026-03-10T00:00:00Z', { success: true }),
        event('agent_operation_executed', '2026-03-10T00:00:00Z', { success: false }),
      ]),
    ).toBe(66.7);
  });
});

describe('series and lists', () => {
  it('counts events per bucket and ignores events outside the window', () => {
    const w = periodWindow('7d', NOW);
    const series = buildSeries(w, [
      event('agent_operation_executed', '2026-03-04T00:00:00Z', { service: 'hosting' }),
      event('agent_instruction_processed', '2026-03-10T12:29:59Z'),
      event('code_generated', '2026-03-03T23:59:59Z'),
    ]);
    expect(series[0]).toEqual({
      start: '2026-03-04T00:00:00.000Z',
      plans: 0,
      operations: 1,
      deploys: 1,
      code: 0,
    });
    expect(series[6]).toMatchObject({ plans: 1 });
    expect(series.reduce((sum, p) => sum + p.code, 0)).toBe(0);
  });

  it('keeps the ten newest activity lines, and leaves out events that say nothing', () => {
    const many = Array.from({ length: 12 }, (_, i) =>
      event('code_generated', `2026-03-10T0${Math.floor(i / 2)}:0${i % 2}:00Z`, { name: `C${i}` }),
    );
    const activity = buildActivity([...many, event('demo_started', '2026-03-10T12:00:00Z')], []);
    expect(activity).toHaveLength(10);
    expect(activity[0]!.name).toBe('Generated C11');
  });

  it('orders popular templates by uses and leaves out the unused', () => {
    const catalogue = [
      { id: 'a', name: 'A' },
      { id: 'b', name: 'B' },
      { id: 'c', name: 'C' },
    ];
    expect(
      buildPopularTemplates(
        [
          { template: 'b', uses: 3 },
          { template: 'a', uses: 1 },
        ],
        [{ template: 'a', uses: 1 }],
        catalogue,
      ),
    ).toEqual([
      { templateId: 'b', name: 'B', uses: 3, previousUses: 0, trend: 'up' },
      { templateId: 'a', name: 'A', uses: 1, previousUses: 1, trend: 'stable' },
    ]);
  });
});
