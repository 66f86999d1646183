import { useSearchParams } from 'react-router';
import { ChannelStrip } from '@client/components/channel-strip';
import { PageLayout } from '@client/components/page-layout';
import { useConnection } from '@client/features/connection/hooks/use-connection';
import { ProjectGate } from '@client/features/projects/components/project-gate';
import { AgentChat } from '@client/features/studio/components/agent-chat';
import { SystemHealth } from '@client/features/studio/components/system-health';
import { can } from '@shared/constants/roles';
import { MonitorCard } from '@client/features/monitor/components/monitor-card';
import { useMediaQuery } from '@client/lib/use-media-query';
import { ProjectHealthSheet } from '@client/features/studio/components/project-health-sheet';

// Tailwind's lg breakpoint: from here the health column sits beside the chat.
const WIDE = '(min-width: 64rem)';

export function AgentPage() {
  const { canPerformOperations } = useConnection();
  const wide = useMediaQuery(WIDE, true);
  // Quick Actions on the dashboard open the studio with an instruction ready to send.
  const [params] = useSearchParams();
  const instruction = params.get('instruction') ?? '';
  return (
    <PageLayout
      title="Multi-Agent Bridge Studio"
      description="Tell the studio what you want in plain English; it plans the change and runs it when you say so."
      documentTitle="AI Agent"
      actions={<ChannelStrip />}
      fill
    >
      <ProjectGate>
        {(project) => {
          const health = (
            <>
              <SystemHealth projectId={project.id} />
              <MonitorCard
                projectId={project.id}
                canControl={can(project.role, 'controlMonitor')}
              />
            </>
          );
          return (
            <div className="grid min-h-0 flex-1 grid-rows-[minmax(0,1fr)] gap-6 lg:grid-cols-3">
              <div className="flex min-w-0 flex-col lg:col-span-2">
                <AgentChat
                  key={project.id}
                  projectId={project.id}
                  canRun={canPerformOperations}
                  initialInstruction={instruction}
                  headerAction={wide ? null : <ProjectHealthSheet>{health}</ProjectHealthSheet>}
                />
              </div>
              {wide ? (
                // pb-14: the end of the column scrolls clear of the floating footer button.
                <aside
                  aria-label="Project health"
                  className="grid min-w-0 content-start gap-6 overflow-y-auto pb-14"
                >
                  {health}
                </aside>
              ) : null}
            </div>
          );
        }}
      </ProjectGate>
    </PageLayout>
  );
}
