import { BackToHomeLink } from '@client/components/back-to-home-link';
import { PageLayout } from '@client/components/page-layout';

export function IntegrationsPage() {
  return (
    <PageLayout
      title="Integrations Hub"
      description="Plan and run version control, hosting and database changes from instructions in plain English."
    >
      <BackToHomeLink />
    </PageLayout>
  );
}
