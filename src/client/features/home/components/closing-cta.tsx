import { Link } from 'react-router';
import { ArrowRight, BookOpen, Tag } from 'lucide-react';
import { Button } from '@client/components/ui/button';

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
      <div className="flex flex-wrap justify-center gap-3">
        <Button asChild size="lg">
          <Link to="/welcome">
            Start Building Now
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
        <Button asChild size="lg" variant="outline">
          <Link to="/pricing">
            <Tag aria-hidden="true" />
            View Pricing Plans
          </Link>
        </Button>
        <Button asChild size="lg" variant="outline">
          <Link to="/build-guide">
            <BookOpen aria-hidden="true" />
            View Complete Guide
          </Link>
        </Button>
      </div>
      <p className="text-sm text-muted-foreground">No credit card or technical knowledge needed.</p>
    </section>
  );
}
