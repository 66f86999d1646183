import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Button } from '@client/components/ui/button';
import { Skeleton } from '@client/components/ui/skeleton';

/** Loading, error, empty and success states of one live view, in that order. */
export function StateFrame<T>({
  title,
  query,
  isEmpty,
  empty,
  children,
}: {
  title: string;
  query: UseQueryResult<T>;
  isEmpty: (data: T) => boolean;
  empty: string;
  children: (data: T) => ReactNode;
}) {
  return (
    <section aria-label={title} className="grid min-w-0 gap-2">
      <h3 className="text-sm font-semibold">{title}</h3>
      {query.isPending ? (
        <Skeleton className="h-20" />
      ) : query.isError ? (
        <div role="alert" className="flex flex-wrap items-center gap-2 text-sm text-destructive">
          {`${title} could not be loaded: ${query.error.message}`}
          <Button size="sm" variant="outline" onClick={() => void query.refetch()}>
            Try again
          </Button>
        </div>
      ) : isEmpty(query.data) ? (
        <p className="text-sm text-muted-foreground">{empty}</p>
      ) : (
        children(query.data)
      )}
    </section>
  );
}
