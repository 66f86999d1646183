import { Button } from '@client/components/ui/button';
import { Popover, PopoverContent, PopoverTrigger } from '@client/components/ui/popover';
import { Skeleton } from '@client/components/ui/skeleton';
import type { useNotifications } from '../hooks/use-notifications';
import { BellButton } from './bell-button';
import { NotificationList } from './notification-list';

/** The bell with the list in a popover, loaded when first wanted; it opens as it arrives. */
export function NotificationPopover({
  query,
  markRead,
  clear,
}: ReturnType<typeof useNotifications>) {
  return (
    <Popover defaultOpen>
      <PopoverTrigger asChild>
        <BellButton unread={query.data?.unread ?? 0} />
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
