import { BackToHomeLink } from '@client/components/back-to-home-link';
import { PageLayout } from '@client/components/page-layout';
import { ProjectNotice } from '@client/features/static-pages/components/project-notice';
import { StaticPageBody } from '@client/features/static-pages/components/static-page-body';
import { ThirdPartyList } from '@client/features/static-pages/components/third-party-list';
import { termsPage } from '@content/static-pages';

export function TermsPage() {
  return (
    <PageLayout title={termsPage.title} description={termsPage.intro}>
      <BackToHomeLink />
      <StaticPageBody sections={termsPage.sections} updated={termsPage.updated} />
      <ThirdPartyList />
      <ProjectNotice />
    </PageLayout>
  );
}
