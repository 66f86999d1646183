import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Info, X } from 'lucide-react';
import { INDEPENDENCE_NOTICE } from '@client/components/independent-notice';
import { Button } from '@client/components/ui/button';
import { COPYRIGHT_YEAR, FOOTER_LINKS } from './nav-items';

const PANEL_ID = 'site-footer-panel';

/** The floating button and the footer panel it opens: independence notice, links, copyright. */
export function FooterPanel() {
  const [open, setOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      toggleRef.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    <footer>
      <div
        id={PANEL_ID}
        hidden={!open}
        data-testid="footer-panel"
        className="fixed bottom-20 right-4 z-30 w-[min(22rem,calc(100vw-2rem))] rounded-xl border bg-popover p-5 text-sm text-popover-foreground shadow-xl"
      >
        <p>{INDEPENDENCE_NOTICE}</p>
        <nav aria-label="Footer" className="mt-4">
          <ul className="flex flex-wrap gap-x-4 gap-y-2">
            {FOOTER_LINKS.map((link) => (
              <li key={link.to}>
                <Link
                  to={link.to}
                  onClick={() => setOpen(false)}
                  className="rounded-sm font-medium text-primary underline-offset-4 hover:underline"
                >
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <p className="mt-4 text-muted-foreground">© {COPYRIGHT_YEAR} Bridge Studio</p>
      </div>
      <Button
        ref={toggleRef}
        size="icon"
        className="fixed bottom-4 right-4 z-30 size-12 rounded-full shadow-lg"
        aria-label="About this project"
        aria-expanded={open}
        aria-controls={PANEL_ID}
        data-testid="footer-toggle"
        onClick={() => setOpen((value) => !value)}
      >
        {open ? (
          <X aria-hidden="true" className="size-5" />
        ) : (
          <Info aria-hidden="true" className="size-5" />
        )}
      </Button>
    </footer>
  );
}
