import { Link } from 'react-router';
import { LifeBuoy } from 'lucide-react';
import { BackToHomeLink } from '@client/components/back-to-home-link';
import { PageLayout } from '@client/components/page-layout';
import { Button } from '@client/components/ui/button';
import { HelpCenter } from '@client/features/help/components/help-center';

export function HelpPage() {
  return (
    <PageLayout
      title="Help Center"
      description="Answers to the questions founders ask most, and the quickest way to each part of the studio."
      actions={
        <Button asChild variant="outline">
          <Link to="/help-library">Open the Smart Help Library</Link>
        </Button>
      }
    >
      <BackToHomeLink />
      <HelpCenter />
      <section
        aria-labelledby="support-title"
        className="flex flex-col items-start gap-3 rounded-xl border bg-card p-6 text-card-foreground shadow-sm"
      >
        <h2 id="support-title" className="text-xl font-semibold">
          Still stuck?
        </h2>
        <p className="text-sm text-muted-foreground">
          Tell us what you are building and where you are stuck. We read every message.
        </p>
        <Button asChild>
          <Link to="/contact">
            <LifeBuoy aria-hidden="true" />
            Contact Support
          </Link>
        </Button>
      </section>
    </PageLayout>
  );
}
