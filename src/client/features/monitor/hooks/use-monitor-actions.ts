import { TOAST_WARNING_MS } from '@shared/constants/timings';
import { toast } from '@client/lib/toast';
import { useApproveFixMutation } from '@client/data/monitor/approve-fix-mutation';
import { useChangeMonitorMutation } from '@client/data/monitor/change-monitor-mutation';
import { useDismissIssueMutation } from '@client/data/monitor/dismiss-issue-mutation';
import { MONITOR_TOASTS } from '../monitor-messages';

export function useMonitorActions(projectId: string) {
  const failed = (title: string) => (error: Error) =>
    toast.error(title, { description: error.message, duration: TOAST_WARNING_MS });

  const start = useChangeMonitorMutation(projectId, 'start', {
    onSuccess: () => {
      toast.success(MONITOR_TOASTS.activated.title, {
        description: MONITOR_TOASTS.activated.message,
        duration: MONITOR_TOASTS.activated.duration,
      });
    },
    onError: failed('Could not start the agent'),
  });
  const pause = useChangeMonitorMutation(projectId, 'pause', {
    onSuccess: () => {
      toast(MONITOR_TOASTS.paused.title, {
        description: MONITOR_TOASTS.paused.message,
        duration: MONITOR_TOASTS.paused.duration,
      });
    },
    onError: failed('Could not pause the agent'),
  });
  const check = useChangeMonitorMutation(projectId, 'check', {
    onError: failed('The check did not run'),
  });
  const approve = useApproveFixMutation(projectId, {
    onSuccess: (answer) => {
      if (!answer.ok)
        toast.error('Fix not applied', { description: answer.message, duration: TOAST_WARNING_MS });
    },
    onError: failed('Fix not applied'),
  });
  const dismiss = useDismissIssueMutation(projectId, {
    onError: failed('Could not dismiss the issue'),
  });
  return { start, pause, check, approve, dismiss };
}
