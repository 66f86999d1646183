import { PageLayout } from '@client/components/page-layout';

export function SettingsAppearancePage() {
  return (
    <PageLayout title="Appearance Settings" description="How Bridge Studio looks on your screen." />
  );
}
