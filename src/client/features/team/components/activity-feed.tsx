import { GitCommitHorizontal, MessageSquare, Rocket, UserPlus } from 'lucide-react';
import { Button } from '@client/components/ui/button';
import { Skeleton } from '@client/components/ui/skeleton';
import { useActivityQuery } from '@client/data/team/activity-query';

const ICONS = {
  edit: GitCommitHorizontal,
  comment: MessageSquare,
  deploy: Rocket,
  share: UserPlus,
} as const;
const when = (iso: string) =>
  new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** What the team did on the project, newest first: changes run, deploys and people joining. */
export function ActivityFeed({ projectId }: { projectId: string }) {
  const query = useActivityQuery(projectId);
  if (query.isPending) return <Skeleton className="h-40" />;
  if (query.isError) {
    return (
      <div role="alert" className="flex flex-col items-start gap-3 rounded-xl border p-5">
        <p>We could not load the activity. {query.error.message}</p>
        <Button variant="outline" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  if (query.data.length === 0)
    return (
      <p className="text-sm text-muted-foreground">Nothing has happened on this project yet.</p>
    );
  return (
    <ol className="flex flex-col gap-3" aria-label="Recent activity">
      {query.data.map((item) => {
        const Icon = ICONS[item.type];
        return (
          <li
            key={`${item.type}-${item.id}`}
            data-testid="activity-item"
            className="flex items-start gap-3 text-sm"
          >
            <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
            <span>
              <span className="font-medium">{item.user}</span> {item.action}
              <span className="block text-xs text-muted-foreground">{when(item.timestamp)}</span>
            </span>
          </li>
        );
      })}
    </ol>
  );
}
