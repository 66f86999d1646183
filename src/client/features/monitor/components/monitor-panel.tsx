import { useEffect, useRef } from 'react';
import type { MonitorIssue, MonitorState } from '@shared/contracts/monitor';
import { Button } from '@client/components/ui/button';
import { useMonitorActions } from '../hooks/use-monitor-actions';
import { HealthBadge } from './health-badge';
import { IssueItem } from './issue-item';

const time = (iso: string | null) => (iso ? new Date(iso).toLocaleTimeString() : 'Not yet');

/** The monitor's state for one project: counters, start/pause, check now, and the issues. */
export function MonitorPanel({ state, canControl }: { state: MonitorState; canControl: boolean }) {
  const actions = useMonitorActions(state.projectId);
  const { start } = actions;
  const autoStarted = useRef<string | null>(null);

  // Specification 001: the agent starts when the card mounts, unless it was started or paused before.
  useEffect(() => {
    if (!canControl || state.configured || autoStarted.current === state.projectId) return;
    autoStarted.current = state.projectId;
    start.mutate();
  }, [canControl, state.configured, state.projectId, start]);

  const open = state.issues.filter((i) => i.status === 'open');
  const closed = state.issues.filter((i) => i.status !== 'open');
  const busy = actions.approve.isPending || actions.dismiss.isPending;
  const approve = (issue: MonitorIssue) =>
    actions.approve.mutate({ issueId: issue.id, confirm: issue.fix?.risk === 'high' });
  const toggling = actions.start.isPending || actions.pause.isPending;

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center gap-2">
        <HealthBadge health={state.health} />
        <span data-testid="monitor-status" className="text-sm text-muted-foreground">
          {state.isMonitoring ? 'Monitoring every 30 seconds' : 'Paused'}
        </span>
      </div>
      <dl className="grid grid-cols-3 gap-2 text-center text-sm">
        <div className="rounded-md bg-muted/60 p-2">
          <dt className="text-xs text-muted-foreground">Last check</dt>
          <dd data-testid="monitor-last-check" className="font-medium">
            {time(state.lastCheck)}
          </dd>
        </div>
        <div className="rounded-md bg-muted/60 p-2">
          <dt className="text-xs text-muted-foreground">Warnings</dt>
          <dd data-testid="monitor-warnings" className="font-medium">
            {state.warningsDetected}
          </dd>
        </div>
        <div className="rounded-md bg-muted/60 p-2">
          <dt className="text-xs text-muted-foreground">Fixes applied</dt>
          <dd data-testid="monitor-fixes" className="font-medium">
            {state.autoFixesApplied}
          </dd>
        </div>
      </dl>
      {canControl ? (
        <div className="flex flex-wrap gap-2">
          {state.isMonitoring ? (
            <Button
              variant="outline"
              size="sm"
              disabled={toggling}
              onClick={() => actions.pause.mutate()}
            >
              Pause agent
            </Button>
          ) : (
            <Button size="sm" disabled={toggling} onClick={() => actions.start.mutate()}>
              Start agent
            </Button>
          )}
          <Button
            variant="secondary"
            size="sm"
            disabled={actions.check.isPending}
            onClick={() => actions.check.mutate()}
          >
            {actions.check.isPending ? 'Checking...' : 'Check now'}
          </Button>
        </div>
      ) : (
        <p data-testid="monitor-read-only" className="text-sm text-muted-foreground">
          You can see what the monitor finds. Owners, admins and editors start, pause and act on it.
        </p>
      )}
      <section aria-label="Issues" className="space-y-2">
        <h3 className="text-sm font-semibold">Issues ({open.length})</h3>
        {open.length === 0 ? (
          <p data-testid="monitor-empty" className="text-sm text-muted-foreground">
            No open issues. Your backend looks healthy.
          </p>
        ) : (
          <ul className="space-y-2">
            {open.map((issue) => (
              <IssueItem
                key={issue.id}
                issue={issue}
                busy={busy}
                canAct={canControl}
                onApprove={approve}
                onDismiss={(i) => actions.dismiss.mutate(i.id)}
              />
            ))}
          </ul>
        )}
        {closed.length > 0 ? (
          <details className="text-sm">
            <summary className="cursor-pointer text-muted-foreground">
              Resolved ({closed.length})
            </summary>
            <ul className="mt-2 space-y-1">
              {closed.map((issue) => (
                <li
                  key={issue.id}
                  data-testid="monitor-resolved"
                  data-code={issue.code}
                  className="flex gap-2"
                >
                  <span className="font-medium">
                    {issue.status === 'fixed' ? 'Fixed' : 'Dismissed'}:
                  </span>
                  <span className="min-w-0 break-words">{issue.description}</span>
                </li>
              ))}
            </ul>
          </details>
        ) : null}
      </section>
    </div>
  );
}
