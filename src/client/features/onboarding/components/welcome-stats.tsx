import { Skeleton } from '@client/components/ui/skeleton';
import { ecosystemServices } from '@content/ecosystem';
import {
  doneCount,
  minutesToDeploy,
  ONBOARDING_STEP_COUNT,
  type OnboardingProgress,
  type OnboardingResponse,
} from '@shared/contracts/onboarding';

/** A typical first deploy from a template, said as typical, never as the user's own figure. */
const TYPICAL_MINUTES_TO_DEPLOY = 5;

function Stat({
  label,
  value,
  note,
  testId,
}: {
  label: string;
  value: string | null;
  note: string;
  testId: string;
}) {
  return (
    <div
      className="flex flex-col gap-1 rounded-xl border bg-card p-4 text-card-foreground shadow-sm"
      data-testid={testId}
    >
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="h-8 text-2xl font-bold">{value ?? <Skeleton className="h-8 w-16" />}</dd>
      <dd className="text-xs text-muted-foreground">{note}</dd>
    </div>
  );
}

/**
 * The headline figures: the user's setup progress, their own time to deploy, and what is ready
 * to use. While `progress` is null (loading) the boxes keep their size, so nothing moves.
 */
export function WelcomeStats({
  progress,
  milestones,
}: {
  progress: OnboardingProgress | null;
  milestones: OnboardingResponse['milestones'] | null;
}) {
  const minutes = milestones ? minutesToDeploy(milestones) : null;
  const loading = progress === null;
  const available = ecosystemServices.filter((s) => s.status === 'Available').length;
  return (
    <dl className="grid gap-3 sm:grid-cols-3">
      <Stat
        testId="stat-setup-progress"
        label="Setup Progress"
        value={loading ? null : `${doneCount(progress)}/${ONBOARDING_STEP_COUNT}`}
        note="Get Started steps done"
      />
      <Stat
        testId="stat-time-to-deploy"
        label="Time to Deploy"
        value={loading ? null : `${minutes ?? TYPICAL_MINUTES_TO_DEPLOY} min`}
        note={
          minutes === null
            ? 'Typical, from a template to a live site'
            : 'Your first project to your first deploy'
        }
      />
      <Stat
        testId="stat-features-ready"
        label="Features Ready"
        value={`${available} of ${ecosystemServices.length}`}
        note="Services you can use today"
      />
    </dl>
  );
}
