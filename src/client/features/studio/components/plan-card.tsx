import { Suspense, lazy, useState } from 'react';
import { CheckCircle2, Clock, LoaderCircle, Play, Undo2, XCircle } from 'lucide-react';
import type { Operation } from '@shared/contracts/operations';
import { hostingOutcome } from '@shared/format/hosting-outcome';
import { useOpenedOnce } from '@client/components/open-on-intent';
import { Button } from '@client/components/ui/button';
import { SERVICE_LABELS } from '../service-labels';
import { CodeListing } from './code-listing';
import { PlanDetails } from './plan-details';
import { PreviewLink } from './preview-link';
import { QueryAnswer } from './query-answer';
import { RiskBadge } from './risk-badge';

// The confirmation (and Radix's dialog layer) loads when a high-risk change is about to run.
const ConfirmRiskDialog = lazy(() =>
  import('./confirm-risk-dialog').then((m) => ({ default: m.ConfirmRiskDialog })),
);

export interface PlanCardProps {
  operation: Operation;
  /** False while the studio is not connected: Execute stays hidden. */
  canRun: boolean;
  running: boolean;
  undoing?: boolean;
  actionLabel?: string;
  onExecute: (confirm: boolean) => void;
  onUndo?: () => void;
}

const STATUS_LINES: Partial<
  Record<Operation['status'], { text: string; failed?: boolean; pending?: boolean }>
> = {
  succeeded: { text: 'Done: this change has run.' },
  failed: { text: 'This change did not run.', failed: true },
  undone: { text: 'Undone: this change was taken back.' },
};

/** A question's card shows its answer instead of "this change has run". */
const QUESTION_LINES: typeof STATUS_LINES = {
  failed: { text: 'This question could not be answered.', failed: true },
};

/** The plan in plain words: risk, warnings, the exact SQL or commands, the impact, then Execute. */
export function PlanCard({
  operation,
  canRun,
  running,
  undoing = false,
  actionLabel = 'Execute',
  onExecute,
  onUndo,
}: PlanCardProps) {
  const [confirming, setConfirming] = useState(false);
  const confirmOpened = useOpenedOnce(confirming);
  const question = operation.type === 'query';
  const outcome =
    operation.status === 'succeeded' ? hostingOutcome(operation.steps, operation.result) : null;
  // A domain waiting for its DNS proof has run, but is not done for the founder.
  const status =
    outcome && !outcome.live && operation.steps.some((s) => s.kind === 'hosting.addDomain')
      ? { text: `${outcome.title}. ${outcome.message}`, failed: false, pending: true }
      : (question ? QUESTION_LINES : STATUS_LINES)[operation.status];
  const showExecute =
    !operation.executed && operation.status === 'planned' && canRun && Boolean(operation.service);
  const showUndo = operation.status === 'succeeded' && operation.undo.available && onUndo;

  return (
    <article
      data-testid="plan-card"
      aria-label={`Plan: ${operation.instruction}`}
      className="grid min-w-0 grid-cols-[minmax(0,1fr)] gap-3 rounded-xl border bg-card p-4 text-card-foreground wrap-anywhere"
    >
      <header className="flex flex-wrap items-center gap-2">
        <span className="text-sm font-semibold">{`${SERVICE_LABELS[operation.service]} · ${operation.type}`}</span>
        <RiskBadge risk={operation.risk} />
      </header>
      {operation.riskReasons.length > 0 ? (
        <ul
          aria-label="Why this risk"
          className="list-disc space-y-0.5 pl-5 text-sm text-muted-foreground"
        >
          {operation.riskReasons.map((reason) => (
            <li key={reason}>{reason}</li>
          ))}
        </ul>
      ) : null}
      <p className="text-sm">{operation.explanation}</p>
      {operation.warnings.length > 0 ? (
        <div
          role="note"
          aria-label="Warnings"
          className="rounded-lg border border-amber-700/40 bg-amber-50 p-3 text-sm text-amber-950 dark:bg-amber-950/60 dark:text-amber-100"
        >
          <ul className="list-disc space-y-0.5 pl-5">
            {operation.warnings.map((warning) => (
              <li key={warning}>{warning}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {operation.code ? (
        <CodeListing code={operation.code} label="SQL" language="sql" />
      ) : operation.commands.length > 0 ? (
        <CodeListing code={operation.commands.join('\n')} label="Commands" language="shell" />
      ) : null}
      <PlanDetails operation={operation} />
      {question && operation.status === 'succeeded' ? (
        <QueryAnswer result={operation.result} question={operation.instruction} />
      ) : null}
      {operation.type === 'content' && operation.status === 'succeeded' ? (
        <PreviewLink result={operation.result} />
      ) : null}
      {status ? (
        <p
          className={`flex items-center gap-1.5 text-sm font-medium ${status.failed ? 'text-destructive' : ''}`}
        >
          {status.failed ? (
            <XCircle aria-hidden="true" className="size-4" />
          ) : status.pending ? (
            <Clock aria-hidden="true" className="size-4 shrink-0" />
          ) : (
            <CheckCircle2 aria-hidden="true" className="size-4" />
          )}
          {status.text}
        </p>
      ) : null}
      {showExecute || showUndo ? (
        <div className="flex flex-wrap gap-2">
          {showExecute ? (
            <Button
              disabled={running}
              variant={operation.risk === 'high' ? 'destructive' : 'default'}
              onClick={() => (operation.risk === 'high' ? setConfirming(true) : onExecute(false))}
            >
              {running ? (
                <LoaderCircle aria-hidden="true" className="animate-spin" />
              ) : (
                <Play aria-hidden="true" />
              )}
              {running ? 'Running...' : actionLabel}
            </Button>
          ) : null}
          {showUndo ? (
            <Button variant="outline" disabled={undoing} onClick={onUndo}>
              {undoing ? (
                <LoaderCircle aria-hidden="true" className="animate-spin" />
              ) : (
                <Undo2 aria-hidden="true" />
              )}
              Undo
            </Button>
          ) : null}
        </div>
      ) : !operation.executed && operation.status === 'planned' && !canRun ? (
        <p className="text-sm text-muted-foreground">
          The studio is connecting; the run button appears once it is ready.
        </p>
      ) : null}
      {confirmOpened ? (
        <Suspense fallback={null}>
          <ConfirmRiskDialog
            operation={operation}
            open={confirming}
            onOpenChange={setConfirming}
            onConfirm={() => {
              setConfirming(false);
              onExecute(true);
            }}
          />
        </Suspense>
      ) : null}
    </article>
  );
}
