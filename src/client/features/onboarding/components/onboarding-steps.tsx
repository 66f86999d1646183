import { Check, LoaderCircle } from 'lucide-react';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { cn } from '@client/lib/utils';
import { onboardingSteps } from '@content/onboarding';
import type { OnboardingStepId } from '@content/schemas';
import {
  doneCount,
  isStepDone,
  ONBOARDING_STEP_COUNT,
  progressPercent,
  type OnboardingProgress,
} from '@shared/contracts/onboarding';
import { onboardingIcon } from '../icons';

export interface OnboardingStepsProps {
  progress: OnboardingProgress;
  selected: OnboardingStepId;
  onSelect: (step: OnboardingStepId) => void;
  onAction: (step: OnboardingStepId) => void;
  onSkip: (step: OnboardingStepId) => void;
  /** The step whose action is running, if any. */
  busy: OnboardingStepId | null;
}

/** The four Get Started steps with the progress bar; the selected step shows its action. */
export function OnboardingSteps({
  progress,
  selected,
  onSelect,
  onAction,
  onSkip,
  busy,
}: OnboardingStepsProps) {
  const done = doneCount(progress);
  const percent = progressPercent(progress);
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-2">
        <div className="flex items-center justify-between text-sm">
          <span className="font-medium" id="setup-progress-label">
            Setup progress
          </span>
          <span data-testid="onboarding-progress-text">
            {done} of {ONBOARDING_STEP_COUNT} steps done
          </span>
        </div>
        <div
          role="progressbar"
          aria-labelledby="setup-progress-label"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          className="h-2 overflow-hidden rounded-full bg-muted"
        >
          <div
            className="h-full rounded-full bg-primary transition-[width]"
            style={{ width: `${percent}%` }}
          />
        </div>
      </div>
      <ol className="grid gap-3">
        {onboardingSteps.map((step, index) => {
          const Icon = onboardingIcon(step.icon);
          const isSelected = step.id === selected;
          const completed = progress.completed.includes(step.id);
          const skipped = progress.skipped.includes(step.id);
          return (
            <li
              key={step.id}
              data-testid={`onboarding-step-${step.id}`}
              data-done={isStepDone(progress, step.id)}
              className={cn(
                'rounded-xl border bg-card text-card-foreground shadow-sm transition-colors',
                isSelected && 'border-primary',
              )}
            >
              <button
                type="button"
                aria-expanded={isSelected}
                aria-controls={`onboarding-step-${step.id}-body`}
                onClick={() => onSelect(step.id)}
                className="flex w-full items-center gap-4 rounded-xl p-4 text-left"
              >
                <span
                  className={cn(
                    'flex size-10 shrink-0 items-center justify-center rounded-full',
                    completed
                      ? 'bg-primary text-primary-foreground'
                      : 'bg-accent text-accent-foreground',
                  )}
                >
                  {completed ? (
                    <Check aria-hidden="true" className="size-5" />
                  ) : (
                    <Icon aria-hidden="true" className="size-5" />
                  )}
                </span>
                <span className="flex flex-1 flex-col gap-1">
                  <span className="text-xs text-muted-foreground">Step {index + 1}</span>
                  <span className="font-semibold">{step.title}</span>
                </span>
                {step.optional ? <Badge variant="outline">Optional</Badge> : null}
                {completed ? (
                  <Badge>Done</Badge>
                ) : skipped ? (
                  <Badge variant="secondary">Skipped</Badge>
                ) : null}
              </button>
              <div
                id={`onboarding-step-${step.id}-body`}
                hidden={!isSelected}
                className="flex flex-col gap-4 px-4 pb-4 sm:pl-18"
              >
                <p className="text-sm text-muted-foreground">{step.description}</p>
                <div className="flex flex-wrap gap-2">
                  <Button onClick={() => onAction(step.id)} disabled={busy !== null}>
                    {busy === step.id ? (
                      <LoaderCircle aria-hidden="true" className="animate-spin" />
                    ) : null}
                    {step.actionLabel}
                  </Button>
                  {step.optional && !completed && !skipped ? (
                    <Button
                      variant="ghost"
                      onClick={() => onSkip(step.id)}
                      disabled={busy !== null}
                    >
                      Skip for now
                    </Button>
                  ) : null}
                </div>
              </div>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
