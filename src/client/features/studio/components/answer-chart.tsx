import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { axisTick, TOOLTIP_THEME } from '@client/components/chart-theme';
import type { SeriesPoint } from '../answer-series';

/** Counts by day, week or month as bars; this file, and recharts, load only when an answer is a series. */
export default function AnswerChart({ points, label }: { points: SeriesPoint[]; label: string }) {
  return (
    <figure className="grid gap-1" data-testid="answer-chart">
      <div className="h-48 w-full" aria-hidden="true">
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={points} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
            <CartesianGrid strokeDasharray="3 3" stroke="var(--color-border)" vertical={false} />
            <XAxis dataKey="label" tick={axisTick(11)} minTickGap={12} />
            <YAxis allowDecimals={false} tick={axisTick(11)} width={32} />
            <Tooltip {...TOOLTIP_THEME} />
            <Bar dataKey="value" name={label} fill="var(--color-primary)" radius={[3, 3, 0, 0]} />
          </BarChart>
        </ResponsiveContainer>
      </div>
      <figcaption className="text-xs text-muted-foreground">
        {label}: a bar per period; the table below has the numbers.
      </figcaption>
    </figure>
  );
}
