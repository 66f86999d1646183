import { ArrowDownRight, ArrowUpRight, Minus, type LucideIcon } from 'lucide-react';
import type { Metric } from '@shared/contracts/analytics';
import { formatMetricValue } from '../analytics-csv';

function changeText(metric: Omit<Metric, 'id'>, periodLabel: string): string {
  if (metric.value === null) return 'Nothing to measure yet';
  if (metric.change === null)
    return metric.previous === null
      ? `No figure for the previous ${periodLabel}`
      : `New this period`;
  if (metric.change === 0) return `No change on the previous ${periodLabel}`;
  const sign = metric.change > 0 ? '+' : '';
  const unit = metric.format === 'percent' ? ' points' : '%';
  return `${sign}${metric.change}${unit} on the previous ${periodLabel}`;
}

export function MetricCard({
  metric,
  icon: Icon,
  periodLabel,
}: {
  // Any figure in the Metric shape: the six Analytics tab metrics and the Overview's four tiles.
  metric: Omit<Metric, 'id'> & { id: string };
  icon: LucideIcon;
  periodLabel: string;
}) {
  const Trend =
    metric.trend === 'up' ? ArrowUpRight : metric.trend === 'down' ? ArrowDownRight : Minus;
  return (
    <li
      data-testid={`metric-${metric.id}`}
      className="flex flex-col gap-2 rounded-xl border bg-card p-4 text-card-foreground shadow-sm"
    >
      <div className="flex items-center justify-between gap-2 text-sm text-muted-foreground">
        <h3>{metric.label}</h3>
        <Icon aria-hidden="true" className="size-4" />
      </div>
      <p className="text-2xl font-bold" data-testid="metric-value">
        {formatMetricValue(metric)}
      </p>
      <p className="flex items-center gap-1 text-xs text-muted-foreground">
        <Trend aria-hidden="true" className="size-3.5" />
        {changeText(metric, periodLabel)}
      </p>
    </li>
  );
}
