import type { ComponentProps } from 'react';
import { LoaderCircle } from 'lucide-react';
import { cn } from '@client/lib/utils';

/** A spinning indicator announced to screen readers as its label ("Loading" unless told). */
export function Spinner({
  className,
  label = 'Loading',
  ...props
}: ComponentProps<'div'> & { label?: string }) {
  return (
    <div
      role="status"
      aria-label={label}
      data-slot="spinner"
      className={cn('inline-flex items-center gap-2', className)}
      {...props}
    >
      <LoaderCircle aria-hidden="true" className="size-5 animate-spin motion-reduce:animate-none" />
      <span className="sr-only">{label}</span>
    </div>
  );
}
