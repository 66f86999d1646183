import { Bell } from 'lucide-react';
import { Button } from '@client/components/ui/button';
import { Popover, PopoverContent, PopoverTrigger } from '@client/components/ui/popover';
import { Skeleton } from '@client/components/ui/skeleton';
import { useNotifications } from '../hooks/use-notifications';
import { NotificationList } from './notification-list';

/** The header's bell: the unread count, and the list in a popover. */
export function NotificationBell() {
  const { query, markRead, clear } = useNotifications();
  const unread = query.data?.unread ?? 0;
  return (
    <Popover>
      <PopoverTrigger asChild>
        <Button
          variant="ghost"
          size="icon"
          className="relative"
          data-testid="notification-bell"
          aria-label={unread > 0 ? `Notifications, ${unread} unread` : 'Notifications'}
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
      </PopoverTrigger>
      <PopoverContent aria-label="Notifications">
        <h2 className="mb-2 text-sm font-semibold">Notifications</h2>
        {query.isPending ? (
          <div className="space-y-2" aria-busy="true">
            <Skeleton className="h-10 w-full" />
            <Skeleton className="h-10 w-full" />
          </div>
        ) : query.error ? (
          <div role="alert" className="space-y-2 text-sm">
            <p>Notifications could not load: {query.error.message}</p>
            <Button size="sm" variant="outline" onClick={() => void query.refetch()}>
              Try again
            </Button>
          </div>
        ) : (
          <NotificationList
            notifications={query.data.notifications}
            onRead={(n) => markRead.mutate(n.id)}
            onClear={() => clear.mutate()}
            clearing={clear.isPending}
          />
        )}
      </PopoverContent>
    </Popover>
  );
}
