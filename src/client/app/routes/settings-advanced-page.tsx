import { Link } from 'react-router';
import { can } from '@shared/constants/roles';
import { PageLayout } from '@client/components/page-layout';
import { ProjectPicker } from '@client/features/projects/components/project-picker';
import { ProjectConnections } from '@client/features/settings/components/project-connections';
import { SettingsStatusLine } from '@client/features/settings/components/settings-status-line';
import { useProjectParam } from './use-project-param';

export function SettingsAdvancedPage() {
  const [projectId, chooseProject] = useProjectParam();
  return (
    <PageLayout
      title="Advanced Settings"
      description="How the AI agent answers: speed, success rate and usage."
    >
      <Link to="/settings" className="w-fit text-sm text-primary underline underline-offset-4">
        Back to Settings
      </Link>
      <SettingsStatusLine />
      <section aria-labelledby="connections-heading" className="flex flex-col gap-3">
        <h2 id="connections-heading" className="text-xl font-semibold">
          Project connections
        </h2>
        <ProjectPicker value={projectId} onChange={chooseProject}>
          {(project) => (
            <ProjectConnections
              projectId={project.id}
              canManage={can(project.role, 'manageSettings')}
            />
          )}
        </ProjectPicker>
      </section>
      <p className="text-sm text-muted-foreground">
        Choose the AI model and its settings on{' '}
        <Link to="/advanced?tab=ai" className="text-primary underline underline-offset-4">
          Advanced Features
        </Link>
        .
      </p>
    </PageLayout>
  );
}
