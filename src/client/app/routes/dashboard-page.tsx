import { PageLayout } from '@client/components/page-layout';
import { StatusDot, dotStatusFor } from '@client/features/connection/components/status-dot';
import { useConnection } from '@client/features/connection/hooks/use-connection';
import { ProjectGate } from '@client/features/projects/components/project-gate';
import { useSchemaQuery } from '@client/data/database/schema-query';
import { ProjectDashboard } from '@client/features/studio/components/project-dashboard';
import { QuickActions } from '@client/features/studio/components/quick-actions';
import { MonitorCard } from '@client/features/monitor/components/monitor-card';
import { can } from '@shared/constants/roles';
import { StudioDataNav } from '../layout/studio-data-nav';

function ProjectFigures({ projectId }: { projectId: string }) {
  const schema = useSchemaQuery(projectId);
  const count = schema.data?.tables.reduce((sum, table) => sum + table.policies.length, 0) ?? 0;
  return (
    <ProjectDashboard
      projectId={projectId}
      securityRules={{ count, isPending: schema.isPending, error: schema.error }}
    />
  );
}

function DatabaseConsole() {
  const { state, label } = useConnection();
  return (
    <p
      data-testid="database-console"
      className="flex items-center gap-2 rounded-lg border bg-card/60 px-3 py-2 text-sm"
    >
      <StatusDot status={dotStatusFor(state)} />
      <span className="font-medium">Database Console</span>
      <span className="text-muted-foreground">{label}</span>
    </p>
  );
}
export function DashboardPage() {
  return (
    <PageLayout
      title="Project Dashboard"
      description="Your project's data, users, security rules and recent activity at a glance."
      actions={<DatabaseConsole />}
    >
      <StudioDataNav />
      <ProjectGate>
        {(project) => (
          <div className="grid gap-6 lg:grid-cols-3">
            <div className="min-w-0 lg:col-span-2">
              <ProjectFigures projectId={project.id} />
            </div>
            <aside aria-label="Actions and monitoring" className="grid min-w-0 content-start gap-6">
              <QuickActions projectId={project.id} />
              <MonitorCard
                projectId={project.id}
                canControl={can(project.role, 'controlMonitor')}
              />
            </aside>
          </div>
        )}
      </ProjectGate>
    </PageLayout>
  );
}
