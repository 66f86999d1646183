import { BookOpen, Tag } from 'lucide-react';
import { StartLinks } from './start-links';

export function ClosingCta() {
  return (
    <section
      aria-labelledby="closing-title"
      className="flex flex-col items-center gap-5 rounded-2xl border bg-card p-8 text-center text-card-foreground shadow-sm sm:p-12"
    >
      <h2 id="closing-title" className="text-2xl font-bold tracking-tight sm:text-3xl">
        Ready to build your idea?
      </h2>
      <p className="max-w-xl text-muted-foreground">
        Start with a template or a blank project and have something live today.
      </p>
      <StartLinks
        links={[
          { to: '/pricing', label: 'View Pricing Plans', icon: Tag },
          { to: '/build-guide', label: 'View Complete Guide', icon: BookOpen },
        ]}
      />
      <p className="text-sm text-muted-foreground">No credit card or technical knowledge needed.</p>
    </section>
  );
}
