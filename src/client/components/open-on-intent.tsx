import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { Spinner } from './ui/spinner';

/**
 * Shows `trigger` until it is used, then what it opens, so code that only a click needs (a form
 * with zod, Radix's dialog) loads then instead of with the page (decision 037). A form takes the
 * trigger's place; a dialog keeps it, to return focus to. Closing brings focus back to the trigger.
 */
export function OpenOnIntent({
  trigger,
  children,
  keepTrigger = false,
}: {
  trigger: (open: () => void) => ReactNode;
  children: (close: () => void) => ReactNode;
  keepTrigger?: boolean;
}) {
  const [open, setOpen] = useState(false);
  const triggerBox = useRef<HTMLDivElement>(null);
  const wasOpen = useRef(false);

  useEffect(() => {
    if (!open && wasOpen.current) triggerBox.current?.querySelector<HTMLElement>('button')?.focus();
    wasOpen.current = open;
  }, [open]);

  return (
    <>
      {!open || keepTrigger ? (
        <div ref={triggerBox} className="contents">
          {trigger(() => setOpen(true))}
        </div>
      ) : null}
      {open ? <Suspense fallback={<Spinner />}>{children(() => setOpen(false))}</Suspense> : null}
    </>
  );
}
