import { Link } from 'react-router';
import { PageLayout } from '@client/components/page-layout';
import { can } from '@shared/constants/roles';
import { MonitorCard } from '@client/features/monitor/components/monitor-card';
import { EndUserSignUpSettings } from '@client/features/project-api/components/end-user-sign-up-settings';
import { ProjectApiCard } from '@client/features/project-api/components/project-api-card';
import { ProjectPicker } from '@client/features/projects/components/project-picker';
import { DatabaseConnection } from '@client/features/settings/components/database-connection';
import { DatabaseFacts } from '@client/features/settings/components/database-facts';
import { SettingsStatusLine } from '@client/features/settings/components/settings-status-line';
import { useProjectParam } from './use-project-param';

export function SettingsDatabasePage() {
  const [projectId, chooseProject] = useProjectParam();
  return (
    <PageLayout
      title="Database Settings"
      description="How your project's database is connected and looked after."
    >
      <Link to="/settings" className="w-fit text-sm text-primary underline underline-offset-4">
        Back to Settings
      </Link>
      <SettingsStatusLine />
      <ProjectPicker value={projectId} onChange={chooseProject}>
        {(project) => (
          <div className="grid gap-6">
            <DatabaseFacts projectId={project.id} />
            <DatabaseConnection
              projectId={project.id}
              canSee={can(project.role, 'manageSettings')}
            />
            {/* Keyed so a revealed service-role key is hidden again when the project changes. */}
            <ProjectApiCard key={project.id} projectId={project.id} />
            {/* Keyed so a failed save's message does not follow the founder to another project. */}
            <EndUserSignUpSettings
              key={`sign-up-${project.id}`}
              projectId={project.id}
              canChange={can(project.role, 'manageSettings')}
            />
            {/* The latest advisor findings, with their prepared fixes. */}
            <MonitorCard projectId={project.id} canControl={can(project.role, 'controlMonitor')} />
          </div>
        )}
      </ProjectPicker>
    </PageLayout>
  );
}
