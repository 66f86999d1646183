import { cn } from '@client/lib/utils';
import type { ConnectionState } from '../connection-labels';

export type DotStatus = 'online' | 'processing' | 'offline';

/** Online when operations are possible, processing while connected or connecting, offline otherwise. */
export function dotStatusFor(state: ConnectionState): DotStatus {
  if (state === 'ready') return 'online';
  return state === 'offline' ? 'offline' : 'processing';
}

const COLORS: Record<DotStatus, string> = {
  online: 'bg-success',
  processing: 'bg-warning animate-pulse motion-reduce:animate-none',
  offline: 'bg-destructive',
};

export interface StatusDotProps {
  status: DotStatus;
  /** Read out by screen readers; leave it out when text beside the dot already says it. */
  label?: string;
  className?: string;
}

export function StatusDot({ status, label, className }: StatusDotProps) {
  return (
    <span
      data-slot="status-dot"
      data-status={status}
      className={cn('inline-block size-2.5 shrink-0 rounded-full', COLORS[status], className)}
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
    />
  );
}
