import { useMonitorQuery } from '@client/data/monitor/monitor-query';
import { toast } from '@client/lib/toast';
import { ISSUE_TOAST_MS, MONITOR_TOASTS, issueToast } from '../monitor-messages';

/** The project's monitor state, kept live; new issues and applied fixes toast. */
export function useMonitor(projectId: string) {
  return useMonitorQuery(projectId, (event) => {
    for (const issue of event.raised) {
      const { title, message, kind } = issueToast(issue);
      // The issue id keeps one toast per issue, however many pages hear it.
      toast[kind](title, { id: issue.id, description: message, duration: ISSUE_TOAST_MS });
    }
    if (event.fixed) {
      toast.success(MONITOR_TOASTS.fixed.title, {
        id: `fixed-${event.fixed.id}`,
        description: event.fixed.fix?.explanation ?? event.fixed.description,
        duration: MONITOR_TOASTS.fixed.duration,
      });
    }
  });
}
