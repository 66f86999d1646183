import type { MonitorHealth } from '@shared/contracts/monitor';
import { cn } from '@client/lib/utils';
import { HEALTH_LABELS } from '../monitor-messages';

const TONES: Record<MonitorHealth, string> = {
  healthy: 'border-emerald-600/40 bg-emerald-600/10 text-emerald-800 dark:text-emerald-300',
  warning: 'border-amber-600/40 bg-amber-500/10 text-amber-900 dark:text-amber-300',
  critical: 'border-red-600/40 bg-red-600/10 text-red-800 dark:text-red-300',
};

export function HealthBadge({ health }: { health: MonitorHealth }) {
  return (
    <span
      data-testid="monitor-health"
      data-health={health}
      className={cn(
        'inline-flex items-center rounded-md border px-2 py-0.5 text-xs font-medium',
        TONES[health],
      )}
    >
      {HEALTH_LABELS[health]}
    </span>
  );
}
