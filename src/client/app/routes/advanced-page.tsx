import { BackToHomeLink } from '@client/components/back-to-home-link';
import { PageLayout } from '@client/components/page-layout';
import { Badge } from '@client/components/ui/badge';

export function AdvancedPage() {
  return (
    <PageLayout
      title="Advanced Features"
      description="Work as a team, choose the AI model that plans your changes, and save your own templates."
      actions={<Badge>Pro</Badge>}
    >
      <BackToHomeLink />
    </PageLayout>
  );
}
