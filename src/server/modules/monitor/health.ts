import { RECENT_ISSUE_MS } from '@shared/constants/timings';
import type { MonitorHealth } from '@shared/contracts/monitor';

interface IssueFacts {
  status: string;
  severity: string;
  createdAt: Date;
}

/** Specification 001: critical with any open high-severity issue, else warning with any issue under an hour old, else healthy. */
export function overallHealth(issues: readonly IssueFacts[], now: Date): MonitorHealth {
  const live = issues.filter((i) => i.status !== 'dismissed');
  if (live.some((i) => i.status === 'open' && i.severity === 'high')) return 'critical';
  if (live.some((i) => now.getTime() - i.createdAt.getTime() < RECENT_ISSUE_MS)) return 'warning';
  return 'healthy';
}
