import { can, type Role } from '@shared/constants/roles';
import { PageLayout } from '@client/components/page-layout';
import { useSchemaQuery } from '@client/data/database/schema-query';
import { ProjectGate } from '@client/features/projects/components/project-gate';
import { StorageBrowser } from '@client/features/storage-browser/components/storage-browser';
import { TableEditor } from '@client/features/table-editor/components/table-editor';
import { StudioDataNav } from '../layout/studio-data-nav';

function ProjectData({ projectId, role }: { projectId: string; role: Role }) {
  const schema = useSchemaQuery(projectId);
  const names = schema.data?.tables.filter((t) => t.schema === 'public').map((t) => t.name);
  return (
    <div className="grid min-w-0 gap-6">
      <TableEditor
        projectId={projectId}
        tables={{ names, isPending: schema.isPending, error: schema.error }}
        canEdit={can(role, 'plan') && can(role, 'executeLowMedium')}
        canDelete={can(role, 'executeHigh')}
      />
      <StorageBrowser projectId={projectId} />
    </div>
  );
}

export function DataPage() {
  return (
    <PageLayout
      title="Data"
      description="The rows and files your app's users create: see them, add a row, fix one, or delete what you no longer need."
    >
      <StudioDataNav />
      <ProjectGate>
        {(project) => <ProjectData projectId={project.id} role={project.role} />}
      </ProjectGate>
    </PageLayout>
  );
}
