import { PageLayout } from '@client/components/page-layout';

export function SettingsDatabasePage() {
  return (
    <PageLayout
      title="Database Settings"
      description="How your project's database is connected and looked after."
    />
  );
}
