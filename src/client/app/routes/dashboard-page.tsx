import { PageLayout } from '@client/components/page-layout';

export function DashboardPage() {
  return (
    <PageLayout
      title="Project Dashboard"
      description="Your project's data, users, security rules and recent activity at a glance."
    />
  );
}
