import type { ComponentProps } from 'react';
import { Bell } from 'lucide-react';
import { Button } from '@client/components/ui/button';

/** The header's bell with its unread count: the same look before and after the list's code loads. */
export function BellButton({
  unread,
  ...props
}: ComponentProps<typeof Button> & { unread: number }) {
  return (
    <Button
      variant="ghost"
      size="icon"
      className="relative"
      data-testid="notification-bell"
      aria-haspopup="dialog"
      aria-label={unread > 0 ? `Notifications, ${unread} unread` : 'Notifications'}
      {...props}
    >
      <Bell aria-hidden="true" />
      {unread > 0 ? (
        <span
          data-testid="notification-unread"
          aria-hidden="true"
          className="absolute -top-0.5 -right-0.5 min-w-4 rounded-full bg-red-600 px-1 text-center text-[10px] leading-4 font-semibold text-white"
        >
          {unread > 99 ? '99+' : unread}
        </span>
      ) : null}
    </Button>
  );
}
