import type { MonitorIssue } from '@shared/contracts/monitor';
import { Button } from '@client/components/ui/button';
import { cn } from '@client/lib/utils';
import { SEVERITY_LABELS } from '../monitor-messages';

const SEVERITY_TONES: Record<MonitorIssue['severity'], string> = {
  high: 'bg-red-600/10 text-red-800 dark:text-red-300',
  medium: 'bg-amber-500/10 text-amber-900 dark:text-amber-300',
  low: 'bg-sky-500/10 text-sky-900 dark:text-sky-300',
};

interface IssueItemProps {
  issue: MonitorIssue;
  busy: boolean;
  /** False for viewers: they read the finding but cannot approve or dismiss it. */
  canAct: boolean;
  onApprove: (issue: MonitorIssue) => void;
  onDismiss: (issue: MonitorIssue) => void;
}

/** One finding: what it means, what fixes it, and the prepared fix to review and approve. */
export function IssueItem({ issue, busy, canAct, onApprove, onDismiss }: IssueItemProps) {
  const canApprove =
    canAct &&
    issue.status === 'open' &&
    issue.fix !== null &&
    !issue.fixApplied &&
    issue.fix.status !== 'running';
  return (
    <li
      data-testid="monitor-issue"
      data-code={issue.code}
      data-status={issue.status}
      className="space-y-2 rounded-lg border p-3"
    >
      <div className="flex flex-wrap items-center gap-2">
        <span
          className={cn(
            'rounded px-1.5 py-0.5 text-xs font-medium',
            SEVERITY_TONES[issue.severity],
          )}
        >
          {SEVERITY_LABELS[issue.severity]}
        </span>
        <p className="min-w-0 flex-1 text-sm font-medium break-words">{issue.description}</p>
      </div>
      <p className="text-sm text-muted-foreground">{issue.impact}</p>
      <p className="text-sm">
        <span className="font-medium">What fixes it: </span>
        {issue.remedy}
      </p>
      {issue.fixApplied ? (
        <p className="text-sm font-medium text-emerald-800 dark:text-emerald-300">
          Fix applied; the next check confirms it.
        </p>
      ) : null}
      {canApprove && issue.fix ? (
        <details className="rounded-md bg-muted/60 p-2 text-sm">
          <summary className="cursor-pointer font-medium">
            Review the prepared fix (<span data-testid="monitor-fix-risk">{issue.fix.risk}</span>{' '}
            risk)
          </summary>
          <p className="mt-2">{issue.fix.explanation}</p>
          {issue.fix.riskReasons.length > 0 ? (
            <div data-testid="monitor-fix-risk-reasons" className="mt-2">
              <p className="font-medium">Why it is {issue.fix.risk} risk:</p>
              <ul className="list-disc pl-5">
                {issue.fix.riskReasons.map((reason) => (
                  <li key={reason}>{reason}</li>
                ))}
              </ul>
            </div>
          ) : null}
          <pre className="mt-2 overflow-x-auto rounded bg-background p-2 text-xs">
            <code>{issue.fix.commands.join('\n')}</code>
          </pre>
        </details>
      ) : null}
      {canAct && issue.status === 'open' ? (
        <div className="flex flex-wrap gap-2">
          {canApprove ? (
            <Button size="sm" disabled={busy} onClick={() => onApprove(issue)}>
              Approve fix
            </Button>
          ) : null}
          <Button size="sm" variant="outline" disabled={busy} onClick={() => onDismiss(issue)}>
            Dismiss
          </Button>
        </div>
      ) : null}
    </li>
  );
}
