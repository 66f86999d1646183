import { Suspense, lazy, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { BarChart3, LayoutTemplate, PlayCircle, Rocket, type LucideIcon } from 'lucide-react';
import { BackToHomeLink } from '@client/components/back-to-home-link';
import { PageLayout } from '@client/components/page-layout';
import { Button } from '@client/components/ui/button';
import { Skeleton } from '@client/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@client/components/ui/tabs';
import { toast } from '@client/lib/toast';
import { useSession } from '@client/features/auth/hooks/use-session';
import { startDemo } from '@client/features/demo-mode/demo';
import { deployLatestProject, NoProjectError } from '@client/data/deploys/deploy-latest-project';
import { OnboardingSteps } from '@client/features/onboarding/components/onboarding-steps';
import { SetupComplete } from '@client/features/onboarding/components/setup-complete';
import { WelcomeStats } from '@client/features/onboarding/components/welcome-stats';
import { useOnboarding } from '@client/features/onboarding/hooks/use-onboarding';
import type { OnboardingStepId, Template } from '@content/schemas';
import { firstOpenStep, isSetupComplete, selectionAfter } from '@shared/contracts/onboarding';

// Loaded when first shown: the Templates and Analytics tabs (with its chart) and the project dialog.
const TemplateLibrary = lazy(() =>
  import('@client/features/templates/components/template-library').then((m) => ({
    default: m.TemplateLibrary,
  })),
);
const AnalyticsTab = lazy(() =>
  import('@client/features/analytics/components/analytics-tab').then((m) => ({
    default: m.AnalyticsTab,
  })),
);
const CreateProjectDialog = lazy(() =>
  import('@client/features/templates/components/create-project-dialog').then((m) => ({
    default: m.CreateProjectDialog,
  })),
);

const TABS = ['get-started', 'templates', 'analytics'] as const;
type Tab = (typeof TABS)[number];

function QuickCard({
  icon: Icon,
  title,
  text,
  onClick,
  to,
}: {
  icon: LucideIcon;
  title: string;
  text: string;
  onClick?: () => void;
  to?: string;
}) {
  const body = (
    <>
      <Icon aria-hidden="true" className="size-5 text-primary" />
      <span className="font-semibold">{title}</span>
      <span className="text-sm text-muted-foreground">{text}</span>
    </>
  );
  const className =
    'flex h-full flex-col items-start gap-2 rounded-xl border bg-card p-4 text-left text-card-foreground shadow-sm transition-colors hover:bg-accent';
  return (
    <li>
      {to ? (
        <Link to={to} className={className}>
          {body}
        </Link>
      ) : (
        <button type="button" onClick={onClick} className={`${className} w-full`}>
          {body}
        </button>
      )}
    </li>
  );
}

/** The Welcome hub: headline figures, quick cards, and the Get Started, Templates and Analytics tabs. */
export function WelcomePage() {
  const { user, isLoading: sessionLoading } = useSession();
  const signedIn = user !== null;
  const onboarding = useOnboarding(signedIn);
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const tabParam = params.get('tab');
  const tab: Tab = TABS.includes(tabParam as Tab) ? (tabParam as Tab) : 'get-started';
  const [chosen, setChosen] = useState<OnboardingStepId | null>(null);
  const selected = chosen ?? firstOpenStep(onboarding.progress);
  const [busy, setBusy] = useState<OnboardingStepId | null>(null);
  const [dialog, setDialog] = useState<{
    open: boolean;
    template: Template | null;
    wanted: boolean;
  }>({
    open: false,
    template: null,
    wanted: false,
  });
  const openDialog = (template: Template | null) =>
    setDialog({ open: true, template, wanted: true });
  const loading = sessionLoading || onboarding.isLoading;

  const setTab = (next: Tab) =>
    setParams((current) => {
      const copy = new URLSearchParams(current);
      if (next === 'get-started') copy.delete('tab');
      else copy.set('tab', next);
      return copy;
    });

  const markDone = async (step: OnboardingStepId) => {
    await onboarding.complete(step);
    setChosen(selectionAfter(step));
  };

  const deploy = async () => {
    setBusy('deploy');
    try {
      const project = await deployLatestProject();
      toast.success('Deployment successful', {
        description: `"${project.name}" is now live at ${project.siteUrl}`,
      });
      await markDone('deploy');
    } catch (error) {
      if (error instanceof NoProjectError) setChosen('project');
      toast.error('Deployment failed', { description: (error as Error).message });
    } finally {
      setBusy(null);
    }
  };

  const runAction = (step: OnboardingStepId) => {
    if (step === 'demo') void markDone('demo').then(startDemo);
    else if (step === 'project') openDialog(null);
    else if (step === 'integrations')
      void markDone('integrations').then(() => navigate('/integrations'));
    else void deploy();
  };

  return (
    <PageLayout
      title="Welcome to Bridge Studio"
      description="Set up your first project, pick a template and follow your progress in one place."
      documentTitle="Welcome"
    >
      <BackToHomeLink />
      <WelcomeStats
        progress={loading ? null : onboarding.progress}
        milestones={onboarding.milestones}
      />
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4" aria-label="Quick start">
        <QuickCard
          icon={Rocket}
          title="Quick Start"
          text="Four steps from idea to live app."
          onClick={() => setTab('get-started')}
        />
        <QuickCard
          icon={LayoutTemplate}
          title="Templates"
          text="Start from a ready-made app."
          onClick={() => setTab('templates')}
        />
        <QuickCard
          icon={BarChart3}
          title="Analytics"
          text="Your projects, plans and deploys."
          onClick={() => setTab('analytics')}
        />
        <QuickCard
          icon={PlayCircle}
          title="Live Demo"
          text="See code written from a sentence."
          to="/demo"
        />
      </ul>
      <Tabs value={tab} onValueChange={(value) => setTab(value as Tab)}>
        <TabsList className="w-full sm:w-fit">
          <TabsTrigger value="get-started">Get Started</TabsTrigger>
          <TabsTrigger value="templates">Templates</TabsTrigger>
          <TabsTrigger value="analytics">Analytics</TabsTrigger>
        </TabsList>
        <TabsContent value="get-started" className="flex flex-col gap-6 pt-4">
          {loading ? (
            <Skeleton className="h-[28rem]" />
          ) : onboarding.isError ? (
            <div role="alert" className="flex flex-col items-start gap-3 rounded-xl border p-5">
              <p>We could not load your saved progress.</p>
              <Button variant="outline" onClick={onboarding.retry}>
                Try again
              </Button>
            </div>
          ) : (
            <>
              {!signedIn ? (
                <p className="text-sm text-muted-foreground">
                  Your progress is kept in this browser.{' '}
                  <Link to="/auth" className="text-primary underline underline-offset-4">
                    Sign in
                  </Link>{' '}
                  to keep it in your account.
                </p>
              ) : null}
              {isSetupComplete(onboarding.progress) ? (
                <SetupComplete
                  onStartBuilding={() => void navigate('/agent')}
                  onViewAnalytics={() => setTab('analytics')}
                />
              ) : null}
              <OnboardingSteps
                progress={onboarding.progress}
                selected={selected}
                onSelect={setChosen}
                onAction={runAction}
                onSkip={(step) =>
                  void onboarding.skip(step).then(() => setChosen(selectionAfter(step)))
                }
                busy={busy}
              />
            </>
          )}
        </TabsContent>
        <TabsContent value="templates" className="pt-4">
          <Suspense fallback={<Skeleton className="h-96" />}>
            <TemplateLibrary onUse={openDialog} />
          </Suspense>
        </TabsContent>
        <TabsContent value="analytics" className="pt-4">
          <Suspense fallback={<Skeleton className="h-96" />}>
            <AnalyticsTab signedIn={signedIn} />
          </Suspense>
        </TabsContent>
      </Tabs>
      {dialog.wanted ? (
        <Suspense fallback={null}>
          <CreateProjectDialog
            open={dialog.open}
            onOpenChange={(open) => setDialog((current) => ({ ...current, open }))}
            template={dialog.template}
            signedIn={signedIn}
            onCreated={() => void markDone('project')}
          />
        </Suspense>
      ) : null}
    </PageLayout>
  );
}
