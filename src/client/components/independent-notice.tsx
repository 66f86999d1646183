import { Info } from 'lucide-react';
import { cn } from '@client/lib/utils';

export const INDEPENDENCE_NOTICE =
  'Bridge Studio is an independent project, not affiliated with or endorsed by the platforms it connects to.';

/** The Independent Project Notice every static page carries. */
export function IndependentNotice({ className }: { className?: string }) {
  return (
    <aside
      aria-label="Independent Project Notice"
      data-testid="independent-notice"
      className={cn(
        'flex gap-3 rounded-lg border bg-card/70 p-4 text-sm text-card-foreground',
        className,
      )}
    >
      <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <p>
        <strong className="font-semibold">Independent Project Notice: </strong>
        {INDEPENDENCE_NOTICE}
      </p>
    </aside>
  );
}
