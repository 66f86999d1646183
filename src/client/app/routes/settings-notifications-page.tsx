import { Link } from 'react-router';
import { PageLayout } from '@client/components/page-layout';
import { NotificationSettingsForm } from '@client/features/settings/components/notification-settings-form';
import { SettingsStatusLine } from '@client/features/settings/components/settings-status-line';

export function SettingsNotificationsPage() {
  return (
    <PageLayout
      title="Notification Settings"
      description="Which alerts the studio sends you, and when."
    >
      <Link to="/settings" className="w-fit text-sm text-primary underline underline-offset-4">
        Back to Settings
      </Link>
      <SettingsStatusLine />
      <NotificationSettingsForm />
    </PageLayout>
  );
}
