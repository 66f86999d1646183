import type { ComponentProps } from 'react';
import { cn } from '@client/lib/utils';

/** A native select in the Input's style: fully keyboard and screen-reader friendly on every device. */
export function NativeSelect({ className, ...props }: ComponentProps<'select'>) {
  return (
    <select
      className={cn(
        'h-9 w-full rounded-md border border-input bg-background px-3 text-base shadow-xs md:text-sm',
        className,
      )}
      {...props}
    />
  );
}
