import {
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { axisTick, TOOLTIP_THEME } from '@client/components/chart-theme';
import type { AnalyticsResponse, SeriesKey } from '@shared/contracts/analytics';

const LINES: { key: SeriesKey; name: string; color: string; dash?: string }[] = [
  { key: 'plans', name: 'Plans made', color: 'var(--color-primary)' },
  { key: 'operations', name: 'Changes run', color: 'var(--color-success)', dash: '6 3' },
  { key: 'deploys', name: 'Deploys', color: 'var(--color-warning)', dash: '2 3' },
  { key: 'code', name: 'Code generated', color: 'var(--color-destructive)', dash: '8 3 2 3' },
];

const bucketLabel = (iso: string, bucket: AnalyticsResponse['bucket']) =>
  bucket === 'hour'
    ? new Date(iso).toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit' })
    : new Date(iso).toLocaleDateString(undefined, { month: 'short', day: 'numeric' });

/** The usage-trends chart from the user's real events; this file, and recharts, load only on the Analytics tab. */
export default function UsageChart({ data }: { data: AnalyticsResponse }) {
  const points = data.series.map((p) => ({ ...p, label: bucketLabel(p.start, data.bucket) }));
  return (
    <div className="h-72 w-full" data-testid="usage-chart">
      <ResponsiveContainer width="100%" height="100%">
        <LineChart data={points} margin={{ top: 8, right: 16, bottom: 8, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" stroke="var(--color-border)" />
          <XAxis dataKey="label" tick={axisTick(12)} minTickGap={16} />
          <YAxis allowDecimals={false} tick={axisTick(12)} width={32} />
          <Tooltip {...TOOLTIP_THEME} />
          <Legend />
          {LINES.map((line) => (
            <Line
              key={line.key}
              type="monotone"
              dataKey={line.key}
              name={line.name}
              stroke={line.color}
              strokeDasharray={line.dash}
              strokeWidth={2}
              dot={false}
              isAnimationActive={false}
            />
          ))}
        </LineChart>
      </ResponsiveContainer>
    </div>
  );
}
