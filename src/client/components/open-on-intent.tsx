import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { Spinner } from './ui/spinner';

/**
 * True from the first time `open` is true: a lazy dialog then stays mounted and closes through its
 * `open` prop, as Radix expects (unmounting an open Radix dialog can leave the page aria-hidden).
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}

/**
 * Shows `trigger` until it is used, then what it opens, so code that only a click needs (a form
 * with zod, Radix's dialog) loads then instead of with the page (decision 037). A form takes the
 * trigger's place and leaves when closed; a dialog keeps the trigger, to return focus to, and
 * stays mounted once opened. Closing brings focus back to the trigger.
 */
export function OpenOnIntent({
  trigger,
  children,
  keepTrigger = false,
}: {
  trigger: (open: () => void) => ReactNode;
  children: (close: () => void, open: boolean) => ReactNode;
  keepTrigger?: boolean;
}) {
  const [open, setOpen] = useState(false);
  const opened = useOpenedOnce(open);
  const triggerBox = useRef<HTMLDivElement>(null);
  const wasOpen = useRef(false);

  useEffect(() => {
    if (!open && wasOpen.current) triggerBox.current?.querySelector<HTMLElement>('button')?.focus();
    wasOpen.current = open;
  }, [open]);

  const mounted = keepTrigger ? opened : open;
  return (
    <>
      {!open || keepTrigger ? (
        <div ref={triggerBox} className="contents">
          {trigger(() => setOpen(true))}
        </div>
      ) : null}
      {mounted ? (
        <Suspense fallback={open ? <Spinner /> : null}>
          {children(() => setOpen(false), open)}
        </Suspense>
      ) : null}
    </>
  );
}
