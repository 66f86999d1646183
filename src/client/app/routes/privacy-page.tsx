import { BackToHomeLink } from '@client/components/back-to-home-link';
import { PageLayout } from '@client/components/page-layout';
import { ProjectNotice } from '@client/features/static-pages/components/project-notice';
import { StaticPageBody } from '@client/features/static-pages/components/static-page-body';
import { ThirdPartyList } from '@client/features/static-pages/components/third-party-list';
import { privacyPage } from '@content/static-pages';

export function PrivacyPage() {
  return (
    <PageLayout title={privacyPage.title} description={privacyPage.intro}>
      <BackToHomeLink />
      <StaticPageBody sections={privacyPage.sections} updated={privacyPage.updated} />
      <ThirdPartyList />
      <ProjectNotice />
    </PageLayout>
  );
}
