import { useState } from 'react';
import type { Notification } from '@shared/contracts/notifications';
import { Button } from '@client/components/ui/button';
import { cn } from '@client/lib/utils';

/** Three shown until Show All, so the bell's panel stays short. */
export const SHOWN_BY_DEFAULT = 3;

const TYPE_DOTS: Record<Notification['type'], string> = {
  success: 'bg-emerald-500',
  warning: 'bg-amber-500',
  error: 'bg-red-500',
  info: 'bg-sky-500',
};

interface NotificationListProps {
  notifications: Notification[];
  onRead: (notification: Notification) => void;
  onClear: () => void;
  clearing: boolean;
}

/** The list: unread until clicked, then dimmed; three at first, in a scroll area of about 240 px. */
export function NotificationList({
  notifications,
  onRead,
  onClear,
  clearing,
}: NotificationListProps) {
  const [showAll, setShowAll] = useState(false);
  if (notifications.length === 0) {
    return (
      <p
        data-testid="notifications-empty"
        className="py-4 text-center text-sm text-muted-foreground"
      >
        No notifications yet.
      </p>
    );
  }
  const shown = showAll ? notifications : notifications.slice(0, SHOWN_BY_DEFAULT);
  return (
    <div className="space-y-2">
      {/* relative: the "(unread)" labels, visually hidden, stay inside this scroll box. */}
      <ul
        data-testid="notification-list"
        className="relative max-h-60 space-y-1 overflow-y-auto pr-1"
      >
        {shown.map((n) => (
          <li key={n.id}>
            <button
              type="button"
              data-testid="notification-item"
              data-read={n.read}
              onClick={() => (n.read ? undefined : onRead(n))}
              className={cn(
                'flex w-full gap-2 rounded-md p-2 text-left text-sm hover:bg-accent focus-visible:bg-accent',
                n.read && 'opacity-60',
              )}
            >
              <span
                aria-hidden="true"
                className={cn(
                  'mt-1.5 size-2 shrink-0 rounded-full',
                  n.read ? 'bg-muted-foreground' : TYPE_DOTS[n.type],
                )}
              />
              <span className="min-w-0 flex-1">
                <span className="block font-medium">
                  {n.title}
                  {n.read ? null : <span className="sr-only"> (unread)</span>}
                </span>
                <span className="block break-words text-muted-foreground">{n.message}</span>
                <span className="block text-xs text-muted-foreground">
                  {new Date(n.timestamp).toLocaleString()}
                </span>
              </span>
            </button>
          </li>
        ))}
      </ul>
      <div className="flex items-center justify-between gap-2">
        {notifications.length > SHOWN_BY_DEFAULT ? (
          <Button variant="ghost" size="sm" onClick={() => setShowAll((v) => !v)}>
            {showAll ? 'Show Less' : `Show All (${notifications.length})`}
          </Button>
        ) : (
          <span />
        )}
        <Button variant="outline" size="sm" disabled={clearing} onClick={onClear}>
          Clear
        </Button>
      </div>
    </div>
  );
}
