import { ShieldAlert, ShieldCheck, ShieldQuestion } from 'lucide-react';
import type { Risk } from '@shared/contracts/plan';
import { cn } from '@client/lib/utils';

const STYLES: Record<Risk, string> = {
  low: 'border-emerald-700/40 bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-200',
  medium: 'border-amber-700/40 bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200',
  high: 'border-red-700/40 bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-200',
};
const RISK_WORDS: Record<Risk, string> = {
  low: 'Low risk',
  medium: 'Medium risk',
  high: 'High risk',
};
const ICONS = { low: ShieldCheck, medium: ShieldQuestion, high: ShieldAlert } as const;

/** "Low risk", "Medium risk" or "High risk", coloured and with an icon so colour is not the only cue. */
export function RiskBadge({ risk, className }: { risk: Risk; className?: string }) {
  const Icon = ICONS[risk];
  return (
    <span
      data-testid="risk-badge"
      data-risk={risk}
      className={cn(
        'inline-flex w-fit items-center gap-1 rounded-md border px-2 py-0.5 text-xs font-semibold',
        STYLES[risk],
        className,
      )}
    >
      <Icon aria-hidden="true" className="size-3.5" />
      {RISK_WORDS[risk]}
    </span>
  );
}
