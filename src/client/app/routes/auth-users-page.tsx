import { can } from '@shared/constants/roles';
import { PageLayout } from '@client/components/page-layout';
import { ProjectGate } from '@client/features/projects/components/project-gate';
import { ProjectUsersTable } from '@client/features/project-users/components/project-users-table';
import { StudioDataNav } from '../layout/studio-data-nav';

export function AuthUsersPage() {
  return (
    <PageLayout
      title="Authentication"
      description="The people who have an account in your app: when they joined and when they last signed in."
    >
      <StudioDataNav />
      <ProjectGate>
        {(project) => (
          // Keyed so that paging starts afresh for another project.
          <ProjectUsersTable
            key={project.id}
            projectId={project.id}
            canManage={can(project.role, 'manageSettings')}
          />
        )}
      </ProjectGate>
    </PageLayout>
  );
}
