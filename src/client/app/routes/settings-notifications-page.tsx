import { PageLayout } from '@client/components/page-layout';

export function SettingsNotificationsPage() {
  return (
    <PageLayout
      title="Notification Settings"
      description="Which alerts the studio sends you, and when."
    />
  );
}
