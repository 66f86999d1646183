import type { MonitorHealth } from '@shared/contracts/monitor';

interface IssueFacts {
  status: string;
  severity: string;
}

/**
 * The badge follows the open issues' worst severity: critical with any open high-severity issue,
 * a warning with any other open issue, healthy with none. Fixed and dismissed issues no longer
 * count, so a project whose issues are all resolved is never shown as a warning.
 */
export function overallHealth(issues: readonly IssueFacts[]): MonitorHealth {
  const open = issues.filter((i) => i.status === 'open');
  if (open.some((i) => i.severity === 'high')) return 'critical';
  return open.length > 0 ? 'warning' : 'healthy';
}
