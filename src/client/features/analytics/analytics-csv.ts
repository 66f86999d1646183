import {
  ANALYTICS_PERIOD_LABELS,
  type AnalyticsResponse,
  type Metric,
} from '@shared/contracts/analytics';

/** Quotes a cell when needed, and defuses text a spreadsheet would run as a formula. */
export function csvCell(value: string | number | null): string {
  if (value === null) return '';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

const row = (cells: (string | number | null)[]) => cells.map(csvCell).join(',');

export function formatMetricValue(metric: Pick<Metric, 'value' | 'format'>): string {
  if (metric.value === null) return '—';
  return metric.format === 'percent' ? `${metric.value}%` : metric.value.toLocaleString('en-US');
}

/** The figures the Analytics tab shows, as CSV: metrics, popular templates and the usage trend. */
export function analyticsToCsv(data: AnalyticsResponse): string {
  const lines = [
    row([
      'Bridge Studio analytics',
      ANALYTICS_PERIOD_LABELS[data.period],
      `${data.from} to ${data.to}`,
    ]),
    '',
    row(['Metric', 'This period', 'Previous period', 'Change']),
    ...data.metrics.map((m) =>
      row([
        m.label,
        m.value,
        m.previous,
        m.change === null ? null : `${m.change}${m.format === 'percent' ? ' points' : '%'}`,
      ]),
    ),
    '',
    row(['Popular template', 'Projects started', 'Previous period', 'Trend']),
    ...data.popularTemplates.map((t) => row([t.name, t.uses, t.previousUses, t.trend])),
    '',
    row(['Period start (UTC)', 'Plans made', 'Changes run', 'Deploys', 'Code generated']),
    ...data.series.map((p) => row([p.start, p.plans, p.operations, p.deploys, p.code])),
  ];
  return `${lines.join('\r\n')}\r\n`;
}

export function analyticsFileName(data: AnalyticsResponse): string {
  return `bridge-studio-analytics-${data.period}-${data.to.slice(0, 10)}.csv`;
}
