import { useState, type FormEvent, type ReactNode } from 'react';
import { LoaderCircle, Sparkles } from 'lucide-react';
import type { Operation } from '@shared/contracts/operations';
import type { Service } from '@shared/contracts/plan';
import { Button } from '@client/components/ui/button';
import { Label } from '@client/components/ui/label';
import { toast } from '@client/lib/toast';
import { hostingOutcome } from '@shared/format/hosting-outcome';
import { isQuestionOrAction } from '@client/data/operations/create-plan-mutation';
import { failureReason, useOperationActions } from '../hooks/use-operation-actions';
import { PANEL_COPY } from '../integration-copy';
import { PlanCard } from './plan-card';

/** The fixed message for this failure, then what really went wrong. */
const withReason = (message = '', reason?: string) =>
  reason ? `${message} ${reason}`.trim() : message;

export type DeployState = 'ready' | 'deploying' | 'deployed' | 'preview';
const DEPLOY_WORDS: Record<DeployState, string> = {
  ready: 'Ready',
  deploying: 'Deploying',
  deployed: 'Deployed',
  preview: 'Preview deployed (live site unchanged)',
};

const previewOf = (operation: Operation) =>
  operation.steps.some((s) => s.kind === 'hosting.deploy' && s.context !== 'production');

export interface ServicePanelProps {
  projectId: string;
  service: Service;
  canRun: boolean;
  /** Beside the heading: the version-control connection badge. */
  badge?: ReactNode;
  /** Live progress of the running deploy, from the server. */
  progress?: string | null;
  /** The live state under the plan (tables, branches or deploys); `plan` fills the instruction and plans it. */
  children?: (plan: (instruction: string) => void) => ReactNode;
}

/** One tab of the integrations hub: instruction, plan, then the tab's run button. */
export function ServicePanel({
  projectId,
  service,
  canRun,
  badge,
  progress,
  children,
}: ServicePanelProps) {
  const copy = PANEL_COPY[service];
  const { plan, execute, undo } = useOperationActions();
  const [instruction, setInstruction] = useState('');
  const [operation, setOperation] = useState<Operation | null>(null);
  const [planError, setPlanError] = useState<string | null>(null);
  const [deployState, setDeployState] = useState<DeployState>('ready');
  const inputId = `${service}-instruction`;

  const makePlan = async (text: string) => {
    if (!text.trim()) return toast.error(copy.empty.title, { description: copy.empty.description });
    setPlanError(null);
    setOperation(null);
    try {
      const planned = await plan.mutateAsync({ projectId, instruction: text.trim(), service });
      // This panel shows one plan; questions and connection forms are answered in the chat.
      if (isQuestionOrAction(planned)) {
        setPlanError(
          'clarification' in planned
            ? `${planned.clarification.question} ${planned.clarification.choices.map((c) => `"${c.instruction}"`).join(' or ')}?`
            : planned.action.message,
        );
        return;
      }
      setOperation(planned);
      toast.success(copy.planned.title, { description: copy.planned.description });
    } catch (error) {
      setPlanError(failureReason(undefined, error) ?? copy.planFailed.description ?? null);
      toast.error(copy.planFailed.title, { description: copy.planFailed.description });
    }
  };

  const planFor = (text: string) => {
    setInstruction(text);
    void makePlan(text);
  };

  const run = async (confirm: boolean) => {
    if (!operation) return;
    if (service === 'hosting') setDeployState('deploying');
    try {
      const answer = await execute.mutateAsync({ operation, confirm });
      setOperation(answer.operation);
      if (answer.ok) {
        // Hosting says what really happened: a preview or a pending domain is not "live".
        const outcome =
          service === 'hosting' ? hostingOutcome(answer.operation.steps, answer.result) : null;
        if (service === 'hosting')
          setDeployState(
            outcome?.live ? 'deployed' : previewOf(answer.operation) ? 'preview' : 'ready',
          );
        toast.success(outcome?.title ?? copy.executed.title, {
          description: outcome?.message ?? copy.executed.description,
        });
      } else {
        if (service === 'hosting') setDeployState('ready');
        toast.error(copy.runFailed.title, {
          description: withReason(copy.runFailed.description, failureReason(answer.result)),
        });
      }
    } catch (error) {
      if (service === 'hosting') setDeployState('ready');
      toast.error(copy.runError.title, {
        description: withReason(copy.runError.description, failureReason(undefined, error)),
      });
    }
  };

  const takeBack = async () => {
    if (!operation) return;
    try {
      setOperation(await undo.mutateAsync(operation));
      toast.success('Change undone');
    } catch (error) {
      toast.error('Undo failed', { description: failureReason(undefined, error) });
    }
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void makePlan(instruction);
  };

  return (
    <div className="grid min-w-0 gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-xl font-semibold">{copy.heading}</h2>
        {badge}
        {service === 'hosting' ? (
          <p data-testid="deploy-state" data-state={deployState} className="text-sm">
            Status: <span className="font-semibold">{DEPLOY_WORDS[deployState]}</span>
          </p>
        ) : null}
      </div>
      <form onSubmit={submit} className="grid gap-2">
        <Label htmlFor={inputId}>Instruction</Label>
        <textarea
          id={inputId}
          rows={2}
          value={instruction}
          onChange={(event) => setInstruction(event.target.value)}
          placeholder={copy.placeholder}
          maxLength={4000}
          className="min-h-16 w-full resize-y rounded-md border border-input bg-background px-3 py-2 text-base shadow-xs md:text-sm"
        />
        <Button type="submit" className="w-fit" disabled={plan.isPending}>
          {plan.isPending ? (
            <LoaderCircle aria-hidden="true" className="animate-spin" />
          ) : (
            <Sparkles aria-hidden="true" />
          )}
          {plan.isPending ? 'Planning...' : 'Generate Plan'}
        </Button>
      </form>
      {planError ? (
        <div
          role="alert"
          data-testid="plan-error"
          className="rounded-lg border border-red-700/50 bg-red-50 p-3 text-sm text-red-950 dark:bg-red-950/60 dark:text-red-100"
        >
          <p className="font-semibold">Failed to process instruction</p>
          <p>{planError}</p>
        </div>
      ) : null}
      {operation ? (
        <PlanCard
          operation={operation}
          canRun={canRun}
          running={execute.isPending || deployState === 'deploying'}
          undoing={undo.isPending}
          actionLabel={copy.actionLabel}
          onExecute={(confirm) => void run(confirm)}
          onUndo={() => void takeBack()}
        />
      ) : null}
      {deployState === 'deploying' && progress ? (
        <p role="status" data-testid="deploy-progress" className="text-sm text-muted-foreground">
          {progress}
        </p>
      ) : null}
      {children?.(planFor)}
    </div>
  );
}
