import { Link } from 'react-router';
import { Button } from '@client/components/ui/button';
import { Skeleton } from '@client/components/ui/skeleton';
import { useSchemaQuery } from '@client/data/database/schema-query';
import { useDeploysQuery } from '@client/data/deploys/deploys-query';
import { useBranchesQuery } from '@client/data/git/branches-query';
import { SERVICE_LABELS } from '../service-labels';
import { suggestedInstructions } from '../suggested-instructions';

export const studioLink = (instruction: string) =>
  `/agent?instruction=${encodeURIComponent(instruction)}`;

/** A next step for the database, the code and the hosting, from what the project holds today. */
export function SuggestedSteps({ projectId }: { projectId: string }) {
  const schema = useSchemaQuery(projectId);
  const branches = useBranchesQuery(projectId);
  const deploys = useDeploysQuery(projectId);
  const queries = [schema, branches, deploys];

  if (queries.some((q) => q.isError)) {
    return (
      <div role="alert" className="grid justify-items-start gap-2 text-sm">
        <p>We could not read your project to suggest next steps.</p>
        <Button
          variant="outline"
          size="sm"
          onClick={() => queries.filter((q) => q.isError).forEach((q) => void q.refetch())}
        >
          Try again
        </Button>
      </div>
    );
  }
  if (!schema.data || !branches.data || !deploys.data) {
    return (
      <div role="status" aria-label="Loading suggestions" className="grid gap-2">
        {Array.from({ length: 3 }, (_, i) => (
          <Skeleton key={i} className="h-12" />
        ))}
      </div>
    );
  }
  const suggestions = suggestedInstructions({
    tables: schema.data.tables,
    branches: {
      current: branches.data.current,
      names: branches.data.branches.map((b) => b.name),
    },
    deploys: deploys.data,
  });
  return (
    <ul className="grid gap-2" aria-label="Suggested next steps">
      {suggestions.map((s) => (
        <li key={s.service} data-testid={`suggestion-${s.service}`}>
          <Link
            to={studioLink(s.instruction)}
            className="grid gap-0.5 rounded-lg border px-3 py-2 text-sm hover:bg-accent hover:text-accent-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
          >
            <span className="text-xs text-muted-foreground">{SERVICE_LABELS[s.service]}</span>
            <span className="font-medium">{s.label}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
