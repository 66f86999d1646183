import { useState } from 'react';
import {
  NOTIFICATION_EVENTS,
  type NotificationSettings,
} from '@shared/contracts/notification-settings';
import { TOAST_MS } from '@shared/constants/timings';
import { Button } from '@client/components/ui/button';
import { Skeleton } from '@client/components/ui/skeleton';
import { toast } from '@client/lib/toast';
import { useNotificationSettingsQuery } from '@client/data/settings/notification-settings-query';
import { useSaveNotificationSettingsMutation } from '@client/data/settings/save-notification-settings-mutation';

/** One switch per event; each change is saved to the account at once. */
export function NotificationSettingsForm() {
  const query = useNotificationSettingsQuery();
  // The switch moves at once (React keeps a controlled input as rendered); a failed save puts it back.
  const [local, setLocal] = useState<NotificationSettings | null>(null);
  const save = useSaveNotificationSettingsMutation({
    onSuccess: () => {
      toast.success('Notification settings saved', { duration: TOAST_MS });
    },
    onError: (error) => {
      setLocal(null);
      toast.error('Could not save notification settings', {
        description: error.message,
        duration: TOAST_MS,
      });
    },
  });

  if (query.isPending) return <Skeleton className="h-80" />;
  if (query.isError) {
    return (
      <div role="alert" className="flex flex-col items-start gap-3 rounded-xl border p-5">
        <p>We could not load your notification settings. {query.error.message}</p>
        <Button variant="outline" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  const settings: NotificationSettings = local ?? query.data.settings;
  return (
    <fieldset className="flex flex-col divide-y rounded-xl border bg-card text-card-foreground">
      <legend className="sr-only">Events that notify you</legend>
      {NOTIFICATION_EVENTS.map((event) => (
        <div key={event.id} className="flex items-start justify-between gap-4 p-4">
          <div className="flex flex-col gap-0.5">
            <label htmlFor={`notify-${event.id}`} className="font-medium">
              {event.label}
            </label>
            <p id={`notify-${event.id}-hint`} className="text-sm text-muted-foreground">
              {event.hint}
            </p>
          </div>
          <input
            id={`notify-${event.id}`}
            type="checkbox"
            role="switch"
            aria-describedby={`notify-${event.id}-hint`}
            checked={settings[event.id]}
            onChange={(change) => {
              const next = { ...settings, [event.id]: change.target.checked };
              setLocal(next);
              save.mutate(next);
            }}
            className="mt-1 size-5 shrink-0 accent-primary"
          />
        </div>
      ))}
    </fieldset>
  );
}
