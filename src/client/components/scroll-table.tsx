import type { ComponentProps, ReactNode } from 'react';
import { cn } from '@client/lib/utils';

/**
 * A table in a box that scrolls sideways on a narrow screen, so the page never does. The box is
 * focusable so that the keyboard can scroll it, and positioned so that visually hidden labels in
 * its cells stay inside it.
 */
export function ScrollTable({
  label,
  head,
  children,
  'data-testid': testId,
}: {
  label: string;
  head: ReactNode;
  children: ReactNode;
  'data-testid'?: string;
}) {
  return (
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      className="relative min-w-0 max-w-full overflow-x-auto rounded-lg border focus-visible:outline-2 focus-visible:outline-ring"
      data-testid={testId}
    >
      <table className="w-full border-collapse text-sm">
        <thead className="bg-muted/50 text-left">
          <tr>{head}</tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

/** A column heading of a ScrollTable. */
export function HeadCell({ className, ...props }: ComponentProps<'th'>) {
  return (
    <th
      scope="col"
      className={cn('whitespace-nowrap px-3 py-2 font-medium', className)}
      {...props}
    />
  );
}
