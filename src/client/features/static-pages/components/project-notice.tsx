import { Info } from 'lucide-react';
import { independentProjectNotice } from '@content/static-pages';

/** The Independent Project Notice every static page carries, in full. */
export function ProjectNotice() {
  return (
    <aside
      aria-labelledby="project-notice-title"
      data-testid="independent-notice"
      className="flex max-w-3xl gap-3 rounded-lg border bg-card/70 p-4 text-sm text-card-foreground"
    >
      <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <div className="flex flex-col gap-1">
        <h2 id="project-notice-title" className="font-semibold">
          {independentProjectNotice.title}
        </h2>
        <p>{independentProjectNotice.text}</p>
      </div>
    </aside>
  );
}
