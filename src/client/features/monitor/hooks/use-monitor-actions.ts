import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MonitorState } from '@shared/contracts/monitor';
import { TOAST_WARNING_MS } from '@shared/constants/timings';
import { toast } from '@client/lib/toast';
import { approveFix, changeMonitor, dismissIssue } from '../api/monitor-actions';
import { monitorKeys } from '../api/monitor-keys';
import { MONITOR_TOASTS } from '../monitor-messages';

export function useMonitorActions(projectId: string) {
  const queryClient = useQueryClient();
  const store = (state: MonitorState) =>
    queryClient.setQueryData(monitorKeys.state(projectId), state);
  const failed = (title: string) => (error: Error) =>
    toast.error(title, { description: error.message, duration: TOAST_WARNING_MS });

  const start = useMutation({
    mutationFn: () => changeMonitor(projectId, 'start'),
    onSuccess: (state) => {
      store(state);
      toast.success(MONITOR_TOASTS.activated.title, {
        description: MONITOR_TOASTS.activated.message,
        duration: MONITOR_TOASTS.activated.duration,
      });
    },
    onError: failed('Could not start the agent'),
  });
  const pause = useMutation({
    mutationFn: () => changeMonitor(projectId, 'pause'),
    onSuccess: (state) => {
      store(state);
      toast(MONITOR_TOASTS.paused.title, {
        description: MONITOR_TOASTS.paused.message,
        duration: MONITOR_TOASTS.paused.duration,
      });
    },
    onError: failed('Could not pause the agent'),
  });
  const check = useMutation({
    mutationFn: () => changeMonitor(projectId, 'check'),
    onSuccess: store,
    onError: failed('The check did not run'),
  });
  const approve = useMutation({
    mutationFn: ({ issueId, confirm }: { issueId: string; confirm: boolean }) =>
      approveFix(projectId, issueId, confirm),
    onSuccess: (answer) => {
      store(answer.state);
      if (!answer.ok)
        toast.error('Fix not applied', { description: answer.message, duration: TOAST_WARNING_MS });
    },
    onError: (error: Error) => {
      void queryClient.invalidateQueries({ queryKey: monitorKeys.state(projectId) });
      failed('Fix not applied')(error);
    },
  });
  const dismiss = useMutation({
    mutationFn: (issueId: string) => dismissIssue(projectId, issueId),
    onSuccess: store,
    onError: failed('Could not dismiss the issue'),
  });
  return { start, pause, check, approve, dismiss };
}
