import { ExternalLink } from 'lucide-react';
import { contentResult } from '@shared/contracts/plan';
import { Button } from '@client/components/ui/button';

/** A site change's answer on its plan card: the link to the preview deploy that shows it. */
export function PreviewLink({ result }: { result: unknown }) {
  const parsed = contentResult.safeParse(result);
  if (!parsed.success) return null;
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm">
      <Button asChild variant="outline">
        <a href={parsed.data.url} target="_blank" rel="noreferrer">
          <ExternalLink aria-hidden="true" />
          Open the preview
        </a>
      </Button>
      <span className="text-muted-foreground">{`Committed on ${parsed.data.branch}; your live site has not changed.`}</span>
    </div>
  );
}
