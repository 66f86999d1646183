import { Link } from 'react-router';
import { PageLayout } from '@client/components/page-layout';
import { ThemeChoice } from '@client/features/theme/components/theme-choice';

export function SettingsAppearancePage() {
  return (
    <PageLayout title="Appearance Settings" description="How Bridge Studio looks on your screen.">
      <Link to="/settings" className="w-fit text-sm text-primary underline underline-offset-4">
        Back to Settings
      </Link>
      <ThemeChoice />
    </PageLayout>
  );
}
