import { Suspense, lazy, useCallback } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { BackToHomeLink } from '@client/components/back-to-home-link';
import { PageLayout } from '@client/components/page-layout';
import { Badge } from '@client/components/ui/badge';
import { Skeleton } from '@client/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@client/components/ui/tabs';
import { useSession } from '@client/features/auth/hooks/use-session';
import { ProjectPicker } from '@client/features/projects/components/project-picker';
import { InvitationBanner } from '@client/features/team/components/invitation-banner';
import { JoinRequestBanner } from '@client/features/team/components/join-request-banner';

const AiModelSettings = lazy(() =>
  import('@client/features/ai-settings/components/ai-model-settings').then((m) => ({
    default: m.AiModelSettings,
  })),
);
const CustomTemplatesPanel = lazy(() =>
  import('@client/features/custom-templates/components/custom-templates-panel').then((m) => ({
    default: m.CustomTemplatesPanel,
  })),
);
const TeamPanel = lazy(() =>
  import('@client/features/team/components/team-panel').then((m) => ({ default: m.TeamPanel })),
);

const TABS = ['team', 'ai', 'templates'] as const;
type Tab = (typeof TABS)[number];

function SignInPrompt({ what }: { what: string }) {
  const location = useLocation();
  return (
    <p className="rounded-xl border p-5 text-sm">
      <Link
        to="/auth"
        state={{ from: `${location.pathname}${location.search}` }}
        className="text-primary underline underline-offset-4"
      >
        Sign in
      </Link>{' '}
      {what}
    </p>
  );
}

/** Advanced Features (Pro): team collaboration, AI model selection and custom templates; tab, project and invitation live in the address. */
export function AdvancedPage() {
  const { user, isLoading } = useSession();
  const [params, setParams] = useSearchParams();
  const tabParam = params.get('tab');
  const tab: Tab = TABS.includes(tabParam as Tab) ? (tabParam as Tab) : 'team';
  const invite = params.get('invite');
  const join = params.get('join');
  const projectId = params.get('project');

  const update = useCallback(
    (changes: Record<string, string | null>) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes)) {
            if (value === null) next.delete(key);
            else next.set(key, value);
          }
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  const chooseProject = useCallback((id: string) => update({ project: id }), [update]);

  return (
    <PageLayout
      title="Advanced Features"
      description="Work as a team, choose the AI model that plans your changes, and save your own templates."
      actions={<Badge>Pro</Badge>}
    >
      <BackToHomeLink />
      {invite && !isLoading ? (
        user ? (
          <InvitationBanner
            token={invite}
            onDone={(joined) =>
              update({ invite: null, ...(joined ? { project: joined, tab: 'team' } : {}) })
            }
          />
        ) : (
          <SignInPrompt what="with the address the invitation was sent to, to accept it." />
        )
      ) : null}
      {join && !isLoading ? (
        user ? (
          <JoinRequestBanner projectId={join} onDone={() => update({ join: null })} />
        ) : (
          <SignInPrompt what="to ask to join this project." />
        )
      ) : null}
      <Tabs value={tab} onValueChange={(value) => update({ tab: value })}>
        <TabsList className="w-full sm:w-fit">
          <TabsTrigger value="team">Team Collaboration</TabsTrigger>
          <TabsTrigger value="ai">AI Models</TabsTrigger>
          <TabsTrigger value="templates">Custom Templates</TabsTrigger>
        </TabsList>
        <TabsContent value="team" className="pt-4">
          {isLoading ? (
            <Skeleton className="h-96" />
          ) : user ? (
            <ProjectPicker value={projectId} onChange={chooseProject}>
              {(project) => (
                <Suspense fallback={<Skeleton className="h-96" />}>
                  <TeamPanel projectId={project.id} currentUserId={user.id} />
                </Suspense>
              )}
            </ProjectPicker>
          ) : (
            <SignInPrompt what="to see and invite the people on your projects." />
          )}
        </TabsContent>
        <TabsContent value="ai" className="pt-4">
          {isLoading ? (
            <Skeleton className="h-96" />
          ) : (
            <Suspense fallback={<Skeleton className="h-96" />}>
              <AiModelSettings signedIn={user !== null} />
            </Suspense>
          )}
        </TabsContent>
        <TabsContent value="templates" className="pt-4">
          {isLoading ? (
            <Skeleton className="h-96" />
          ) : user ? (
            <Suspense fallback={<Skeleton className="h-96" />}>
              <CustomTemplatesPanel />
            </Suspense>
          ) : (
            <SignInPrompt what="to create and manage your own templates." />
          )}
        </TabsContent>
      </Tabs>
    </PageLayout>
  );
}
