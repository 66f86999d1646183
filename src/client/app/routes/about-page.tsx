import { BackToHomeLink } from '@client/components/back-to-home-link';
import { PageLayout } from '@client/components/page-layout';
import { ProjectNotice } from '@client/features/static-pages/components/project-notice';
import { StaticPageBody } from '@client/features/static-pages/components/static-page-body';
import { ThirdPartyList } from '@client/features/static-pages/components/third-party-list';
import { aboutPage } from '@content/static-pages';

export function AboutPage() {
  return (
    <PageLayout title={aboutPage.title} description={aboutPage.intro} documentTitle="About">
      <BackToHomeLink />
      <StaticPageBody sections={aboutPage.sections} />
      <ThirdPartyList />
      <ProjectNotice />
    </PageLayout>
  );
}
