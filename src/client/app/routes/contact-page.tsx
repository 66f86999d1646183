import { Link, useSearchParams } from 'react-router';
import { BackToHomeLink } from '@client/components/back-to-home-link';
import { PageLayout } from '@client/components/page-layout';
import { ProjectNotice } from '@client/features/static-pages/components/project-notice';
import { StaticPageBody } from '@client/features/static-pages/components/static-page-body';
import { ThirdPartyList } from '@client/features/static-pages/components/third-party-list';
import { contactPage } from '@content/static-pages';
import { useSession } from '@client/features/auth/hooks/use-session';
import { ContactForm } from '@client/features/contact/components/contact-form';

/** Contact; reached from the Ecosystem Master plan (plan=enterprise) it opens with that conversation. */
export function ContactPage() {
  const [params] = useSearchParams();
  const enterprise = params.get('plan') === 'enterprise' ? contactPage.enterprise : null;
  const { user } = useSession();
  return (
    <PageLayout
      title={enterprise?.title ?? contactPage.title}
      description={enterprise?.intro ?? contactPage.intro}
      documentTitle="Contact"
    >
      <BackToHomeLink />
      {enterprise ? (
        <section
          aria-labelledby="enterprise-title"
          data-testid="enterprise-context"
          className="flex max-w-3xl flex-col gap-3 rounded-xl border border-primary bg-card p-6 text-card-foreground shadow-sm"
        >
          <h2 id="enterprise-title" className="text-xl font-semibold">
            About the Ecosystem Master plan
          </h2>
          {enterprise.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          <p className="font-medium">When you write, it helps to tell us:</p>
          <ul className="list-disc space-y-1 pl-6">
            {enterprise.checklist.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
          <p className="text-sm text-muted-foreground">
            Looking for a plan you can start today?{' '}
            <Link to="/pricing" className="text-primary underline underline-offset-4">
              Compare the plans
            </Link>
            .
          </p>
        </section>
      ) : null}
      <ContactForm
        name={[user?.firstName, user?.lastName].filter(Boolean).join(' ')}
        email={user?.email ?? ''}
      />
      <StaticPageBody sections={contactPage.sections} />
      <ThirdPartyList />
      <ProjectNotice />
    </PageLayout>
  );
}
