import { Link } from 'react-router';
import { PageLayout } from '@client/components/page-layout';
import { ContactInbox } from '@client/features/contact/components/contact-inbox';

export function SettingsMessagesPage() {
  return (
    <PageLayout
      title="Contact messages"
      description="What people wrote on the Contact page of this Bridge Studio server."
    >
      <Link to="/settings" className="w-fit text-sm text-primary underline underline-offset-4">
        Back to Settings
      </Link>
      <ContactInbox />
    </PageLayout>
  );
}
