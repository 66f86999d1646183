import type { MonitorHealth, MonitorIssue } from '@shared/contracts/monitor';
import { TOAST_PAUSE_MS, TOAST_SUCCESS_MS, TOAST_WARNING_MS } from '@shared/constants/timings';

/** The monitor's toasts, with their durations. */
export const MONITOR_TOASTS = {
  activated: {
    title: 'Agent Activated',
    message: 'The monitor checks your backend now and every 30 seconds.',
    duration: TOAST_SUCCESS_MS,
  },
  paused: {
    title: 'Agent Paused',
    message: 'Checks stop until you start the agent again.',
    duration: TOAST_PAUSE_MS,
  },
  fixed: { title: 'Fix applied', duration: TOAST_WARNING_MS },
} as const;

/** The toast a newly found issue raises; RLS and performance issues have words of their own. */
export function issueToast(issue: MonitorIssue): {
  title: string;
  message: string;
  kind: 'warning' | 'error';
} {
  if (issue.code === 'slow_query') {
    const ms = /(\d+)ms/.exec(issue.description)?.[1];
    return {
      title: 'Performance Warning',
      message: ms ? `A query took ${ms}ms.` : issue.description,
      kind: 'warning',
    };
  }
  if (issue.severity === 'high')
    return { title: 'Database Issue', message: issue.description, kind: 'error' };
  if (issue.type === 'performance')
    return { title: 'Performance Advice', message: issue.description, kind: 'warning' };
  if (issue.code === 'operation_failed')
    return { title: 'Execution failed', message: issue.description, kind: 'error' };
  return { title: 'RLS Policy Issue', message: issue.description, kind: 'warning' };
}

export const ISSUE_TOAST_MS = TOAST_WARNING_MS;

export const HEALTH_LABELS: Record<MonitorHealth, string> = {
  healthy: 'Healthy',
  warning: 'Warning',
  critical: 'Critical',
};

export const SEVERITY_LABELS: Record<MonitorIssue['severity'], string> = {
  high: 'High',
  medium: 'Medium',
  low: 'Low',
};
