import { PageLayout } from '@client/components/page-layout';

export function SettingsPage() {
  return (
    <PageLayout
      title="Control Panel"
      description="Settings for your studio: advanced options, database, notifications and appearance."
      eyebrow="CH 4 · Settings"
      documentTitle="Settings"
    />
  );
}
