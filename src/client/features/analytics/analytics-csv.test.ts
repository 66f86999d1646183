import { describe, expect, it } from 'vitest';
import type { AnalyticsResponse } from '@shared/contracts/analytics';
import { analyticsFileName, analyticsToCsv, csvCell, formatMetricValue } from './analytics-csv';

const data: AnalyticsResponse = {
  period: '7d',
  from: '2026-03-04T00:00:00.000Z',
  to: '2026-03-10T12:30:00.000Z',
  bucket: 'day',
  metrics: [
    {
      id: 'plans',
      label: 'Plans made',
      value: 3,
      previous: 1,
      change: 200,
      trend: 'up',
      format: 'count',
    },
    {
      id: 'successRate',
      label: 'Success rate',
      value: null,
      previous: 50,
      change: null,
      trend: 'flat',
      format: 'percent',
    },
  ],
  activity: [],
  popularTemplates: [
    { templateId: 'todo-app', name: 'To-Do App', uses: 2, previousUses: 0, trend: 'up' },
  ],
  series: [{ start: '2026-03-04T00:00:00.000Z', plans: 1, operations: 0, deploys: 0, code: 2 }],
  activeUsers: { value: 1, previous: 0 },
};

describe('analytics export', () => {
  it('writes the shown figures section by section', () => {
    expect(analyticsToCsv(data).split('\r\n')).toEqual([
      'Bridge Studio analytics,7 days,2026-03-04T00:00:00.000Z to 2026-03-10T12:30:00.000Z',
      '',
      'Metric,This period,Previous period,Change',
      'Plans made,3,1,200%',
      'Success rate,,50,',
      '',
      'Popular template,Projects started,Previous period,Trend',
      'To-Do App,2,0,up',
      '',
      'Period start (UTC),Plans made,Changes run,Deploys,Code generated',
      '2026-03-04T00:00:00.000Z,1,0,0,2',
      '',
    ]);
  });

  it('quotes commas and quotes, and defuses formulas', () => {
    expect(csvCell('a, "b"')).toBe('"a, ""b"""');
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell(-5)).toBe('-5');
    expect(csvCell(null)).toBe('');
  });

  it('names the file after the period and the day', () => {
    expect(analyticsFileName(data)).toBe('bridge-studio-analytics-7d-2026-03-10.csv');
  });

  it('formats metric values for the cards', () => {
    expect(formatMetricValue({ value: 1234, format: 'count' })).toBe('1,234');
    expect(formatMetricValue({ value: 66.7, format: 'percent' })).toBe('66.7%');
    expect(formatMetricValue({ value: null, format: 'percent' })).toBe('—');
  });
});
