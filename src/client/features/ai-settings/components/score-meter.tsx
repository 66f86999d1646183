import { cn } from '@client/lib/utils';
import { scoreTone } from '../score-tone';

const BAR: Record<ReturnType<typeof scoreTone>, string> = {
  good: 'bg-success',
  fair: 'bg-warning',
  poor: 'bg-destructive',
};

/** One score out of 10 as a labelled, coloured bar. */
export function ScoreMeter({ label, score }: { label: string; score: number }) {
  const tone = scoreTone(score);
  return (
    <div className="flex items-center gap-2 text-xs" data-tone={tone}>
      <span className="w-16 text-muted-foreground">{label}</span>
      <div
        role="meter"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={10}
        aria-valuenow={score}
        aria-valuetext={`${score} out of 10`}
        className="h-2 flex-1 overflow-hidden rounded-full bg-muted"
      >
        <div className={cn('h-full rounded-full', BAR[tone])} style={{ width: `${score * 10}%` }} />
      </div>
      <span className="w-10 text-right tabular-nums">{score}/10</span>
    </div>
  );
}
