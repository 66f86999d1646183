import { cn } from '@client/lib/utils';
import { useConnection } from '../hooks/use-connection';
import { StatusDot, dotStatusFor } from './status-dot';

/** The header's dot and label; `data-state` carries the raw state for tests. */
export function ConnectionIndicator({ className }: { className?: string }) {
  const { state, label } = useConnection();
  return (
    <div
      role="status"
      data-testid="connection-status"
      data-state={state}
      className={cn('flex items-center gap-2 text-xs font-medium sm:text-sm', className)}
    >
      <StatusDot status={dotStatusFor(state)} />
      <span data-testid="connection-label">{label}</span>
    </div>
  );
}
