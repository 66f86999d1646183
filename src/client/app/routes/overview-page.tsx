import { ChannelStrip } from '@client/components/channel-strip';
import { PageLayout } from '@client/components/page-layout';
import { AnalyticsOverview } from '@client/features/analytics/components/analytics-overview';
import { useSelectedProject } from '@client/features/projects/hooks/use-selected-project';

export function OverviewPage() {
  // The figures cover all of the user's projects, so no project is chosen here.
  const { projects } = useSelectedProject();
  return (
    <PageLayout
      title="Analytics Overview"
      description="How your projects are used and how quickly they answer."
      eyebrow="CH 3 · Analytics"
      documentTitle="Analytics"
    >
      <ChannelStrip />
      <AnalyticsOverview totalProjects={projects.data?.length ?? 0} />
    </PageLayout>
  );
}
