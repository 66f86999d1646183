import { PageLayout } from '@client/components/page-layout';

export function SettingsAdvancedPage() {
  return (
    <PageLayout
      title="Advanced Settings"
      description="How the AI agent answers: speed, success rate and usage."
    />
  );
}
