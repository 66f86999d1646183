import { ExternalLink } from 'lucide-react';
import { Button } from '@client/components/ui/button';
import { asContentResult } from '../plan-results';

/** A site change's answer on its plan card: the link to the preview deploy that shows it. */
export function PreviewLink({ result }: { result: unknown }) {
  const preview = asContentResult(result);
  if (!preview) return null;
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm">
      <Button asChild variant="outline">
        <a href={preview.url} target="_blank" rel="noreferrer">
          <ExternalLink aria-hidden="true" />
          Open the preview
        </a>
      </Button>
      <span className="text-muted-foreground">{`Committed on ${preview.branch}; your live site has not changed.`}</span>
    </div>
  );
}
