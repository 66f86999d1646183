import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { MonitorEvent } from '@shared/contracts/monitor';
import { toast } from '@client/lib/toast';
import { useServerEvent } from '@client/lib/server-events';
import { monitorQueryOptions } from '../api/get-monitor';
import { monitorKeys } from '../api/monitor-keys';
import { ISSUE_TOAST_MS, MONITOR_TOASTS, issueToast } from '../monitor-messages';

/** The project's monitor state, kept live by `monitor` events; new issues and applied fixes toast. */
export function useMonitor(projectId: string) {
  const queryClient = useQueryClient();
  const query = useQuery(monitorQueryOptions(projectId));

  useServerEvent('monitor', (data) => {
    const event = data as MonitorEvent;
    if (!event?.state || event.state.projectId !== projectId) return;
    queryClient.setQueryData(monitorKeys.state(event.state.projectId), event.state);
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
  // After a reconnect, events may have been missed: read the state again.
  useServerEvent(
    'connection',
    () => void queryClient.invalidateQueries({ queryKey: monitorKeys.state(projectId) }),
  );
  return query;
}
