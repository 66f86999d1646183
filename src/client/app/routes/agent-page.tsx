import { PageLayout } from '@client/components/page-layout';
import { MonitorCard } from '@client/features/monitor/components/monitor-card';

export function AgentPage() {
  return (
    <PageLayout
      title="Multi-Agent Bridge Studio"
      description="Tell the studio what you want in plain English; it plans the change and runs it when you say so."
      eyebrow="CH 2 · AI Agent"
      documentTitle="AI Agent"
    >
      <MonitorCard />
    </PageLayout>
  );
}
