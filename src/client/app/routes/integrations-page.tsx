import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { BackToHomeLink } from '@client/components/back-to-home-link';
import { PageLayout } from '@client/components/page-layout';
import { Button } from '@client/components/ui/button';
import { Spinner } from '@client/components/ui/spinner';
import { useSession } from '@client/features/auth/hooks/use-session';
import { useConnection } from '@client/features/connection/hooks/use-connection';
import { ProjectGate } from '@client/features/projects/components/project-gate';
import { DeploysState } from '@client/features/project-state/components/deploys-state';
import { ProjectApiCard } from '@client/features/project-api/components/project-api-card';
import { GitState } from '@client/features/project-state/components/git-state';
import { SchemaState } from '@client/features/project-state/components/schema-state';
import { useDeployProgress } from '@client/features/project-state/hooks/use-deploy-progress';
import { IntegrationsHub } from '@client/features/studio/components/integrations-hub';
import { can } from '@shared/constants/roles';

function ProjectIntegrations({
  projectId,
  children,
}: {
  projectId: string;
  children: (progress: string | null) => ReactNode;
}) {
  const progress = useDeployProgress(projectId);
  const text = progress
    ? `${progress.message}${progress.total ? ` (${progress.uploaded} of ${progress.total} files)` : ''}`
    : null;
  return <>{children(text)}</>;
}

export function IntegrationsPage() {
  const { user, isLoading } = useSession();
  const { canPerformOperations } = useConnection();

  return (
    <PageLayout
      title="Integrations Hub"
      description="Plan and run version control, hosting and database changes from instructions in plain English."
    >
      {isLoading ? (
        <Spinner />
      ) : !user ? (
        <div className="grid gap-3 rounded-xl border bg-card/60 p-6">
          <p>Sign in to plan and run changes on your project's code, hosting and database.</p>
          <Button asChild className="w-fit">
            <Link to="/auth">Sign In</Link>
          </Button>
        </div>
      ) : (
        <ProjectGate>
          {(project) => (
            <ProjectIntegrations key={project.id} projectId={project.id}>
              {(progress) => (
                <IntegrationsHub
                  project={project}
                  canRun={canPerformOperations}
                  deployProgress={progress}
                  states={{
                    git: () => <GitState projectId={project.id} />,
                    hosting: (plan) => (
                      <DeploysState
                        projectId={project.id}
                        canCheckDomains={can(project.role, 'executeLowMedium')}
                        onRollback={(id) => plan(`roll back to deploy ${id}`)}
                      />
                    ),
                    backend: () => (
                      <>
                        <ProjectApiCard projectId={project.id} headingLevel={3} />
                        <SchemaState projectId={project.id} />
                      </>
                    ),
                  }}
                />
              )}
            </ProjectIntegrations>
          )}
        </ProjectGate>
      )}
      <BackToHomeLink />
    </PageLayout>
  );
}
