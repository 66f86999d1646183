import { useSearchParams } from 'react-router';
import { ChannelStrip } from '@client/components/channel-strip';
import { PageLayout } from '@client/components/page-layout';
import { useConnection } from '@client/features/connection/hooks/use-connection';
import { ProjectGate } from '@client/features/projects/components/project-gate';
import { AgentChat } from '@client/features/studio/components/agent-chat';
import { SystemHealth } from '@client/features/studio/components/system-health';
import { can } from '@shared/constants/roles';
import { MonitorCard } from '@client/features/monitor/components/monitor-card';

export function AgentPage() {
  const { canPerformOperations } = useConnection();
  // Quick Actions on the dashboard open the studio with an instruction ready to send.
  const [params] = useSearchParams();
  const instruction = params.get('instruction') ?? '';
  return (
    <PageLayout
      title="Multi-Agent Bridge Studio"
      description="Tell the studio what you want in plain English; it plans the change and runs it when you say so."
      eyebrow="CH 2 · AI Agent"
      documentTitle="AI Agent"
    >
      <ChannelStrip />
      <ProjectGate>
        {(project) => (
          <div className="grid gap-6 lg:grid-cols-3">
            <div className="min-w-0 lg:col-span-2">
              <AgentChat
                key={project.id}
                projectId={project.id}
                canRun={canPerformOperations}
                initialInstruction={instruction}
              />
            </div>
            <aside aria-label="Project health" className="grid min-w-0 content-start gap-6">
              <SystemHealth projectId={project.id} />
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
