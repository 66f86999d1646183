import { GitBranch, GitCommitHorizontal } from 'lucide-react';
import { useBranchesQuery } from '@client/data/git/branches-query';
import { useGitLogQuery } from '@client/data/git/git-log-query';
import { StateFrame } from './state-frame';

/** Branches (the current one marked) and the latest commits on it. */
export function GitState({ projectId }: { projectId: string }) {
  const branches = useBranchesQuery(projectId);
  const current = branches.data?.current ?? 'main';
  const log = useGitLogQuery(projectId, current, { enabled: branches.isSuccess });
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <StateFrame
        title="Branches"
        query={branches}
        isEmpty={(d) => d.branches.length === 0}
        empty="No branches yet."
      >
        {(data) => (
          <ul className="grid gap-1 text-sm" data-testid="git-branches">
            {data.branches.map((branch) => (
              <li key={branch.name} className="flex min-w-0 items-center gap-2">
                <GitBranch aria-hidden="true" className="size-4 shrink-0" />
                <span className="truncate font-mono">{branch.name}</span>
                <span className="font-mono text-xs text-muted-foreground">
                  {branch.sha.slice(0, 7)}
                </span>
                {branch.name === data.current ? (
                  <span className="text-xs font-semibold">(current)</span>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </StateFrame>
      <StateFrame
        title={`Recent commits on ${current}`}
        query={log}
        isEmpty={(d) => d.commits.length === 0}
        empty="No commits yet."
      >
        {(data) => (
          <ul className="grid gap-1 text-sm" data-testid="git-commits">
            {data.commits.map((commit) => (
              <li key={commit.sha} className="flex min-w-0 items-start gap-2">
                <GitCommitHorizontal aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                <span className="min-w-0 break-words">
                  {commit.message.split('\n')[0]}
                  <span className="block text-xs text-muted-foreground">{`${commit.author} · ${new Date(commit.date).toLocaleString()}`}</span>
                </span>
              </li>
            ))}
          </ul>
        )}
      </StateFrame>
    </div>
  );
}
