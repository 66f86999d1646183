import { PageLayout } from '@client/components/page-layout';
import { MonitorCard } from '@client/features/monitor/components/monitor-card';

export function DashboardPage() {
  return (
    <PageLayout
      title="Project Dashboard"
      description="Your project's data, users, security rules and recent activity at a glance."
    >
      <MonitorCard />
    </PageLayout>
  );
}
