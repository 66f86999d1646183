import { Link } from 'react-router';
import { ArrowRight, Blocks, Code2, PlayCircle } from 'lucide-react';
import { BackToHomeLink } from '@client/components/back-to-home-link';
import { PageLayout } from '@client/components/page-layout';
import { Button } from '@client/components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@client/components/ui/tabs';
import { useSession } from '@client/features/auth/hooks/use-session';
import { useCustomTemplatesQuery } from '@client/data/custom-templates/custom-templates-query';
import { LiveCodeGeneration } from '@client/features/code-generation/components/live-code-generation';
import { StatusDot } from '@client/features/connection/components/status-dot';
import { useConnection } from '@client/features/connection/hooks/use-connection';
import { startDemo } from '@client/features/demo-mode/demo';
import { useBillingConfigQuery } from '@client/data/billing/billing-config-query';
import { serviceStatuses } from '@client/features/service-status/service-statuses';
import { ProjectBuilder } from '@client/features/templates/components/project-builder';

const FEATURES = [
  {
    icon: Code2,
    title: 'Code from a sentence',
    text: 'Describe a form, a list, a card or a calculation and get real code you can use.',
  },
  {
    icon: Blocks,
    title: 'A real project in one click',
    text: 'Every project gets its own database, code repository and hosting, ready to use.',
  },
  {
    icon: PlayCircle,
    title: 'A guided tour',
    text: 'Watch the four studio channels play one after another, with a word on each.',
  },
];

/** The demo page: live service status, code generation and the project builder. */
export function DemoPage() {
  const { user } = useSession();
  // The user's own templates join the built-in ones in the Project Builder.
  const ownTemplates = useCustomTemplatesQuery({ enabled: user !== null });
  const { state } = useConnection();
  const billing = useBillingConfigQuery();
  const payments = billing.isError ? false : billing.data?.configured;
  const statuses = serviceStatuses(state, payments);

  return (
    <PageLayout
      title="See Bridge Studio in action"
      description="Everything on this page is live: the services, the code it writes and the projects it creates."
      documentTitle="Demo"
      actions={
        <Button onClick={startDemo}>
          <PlayCircle aria-hidden="true" />
          Start the guided tour
        </Button>
      }
    >
      <BackToHomeLink />
      <section
        aria-labelledby="status-title"
        className="rounded-xl border bg-card p-5 text-card-foreground shadow-sm"
      >
        <h2 id="status-title" className="font-semibold">
          Service status
        </h2>
        <ul className="mt-3 grid gap-2 sm:grid-cols-2 lg:grid-cols-5" data-testid="service-status">
          {statuses.map((service) => (
            <li
              key={service.id}
              className="flex items-center gap-2 text-sm"
              data-service={service.id}
              data-dot={service.dot}
            >
              <StatusDot status={service.dot} />
              <span className="font-medium">{service.name}</span>
              <span className="text-muted-foreground">{service.text}</span>
            </li>
          ))}
        </ul>
      </section>
      <ul className="grid gap-4 md:grid-cols-3">
        {FEATURES.map(({ icon: Icon, title, text }) => (
          <li
            key={title}
            className="flex flex-col gap-2 rounded-xl border bg-card p-5 text-card-foreground shadow-sm"
          >
            <Icon aria-hidden="true" className="size-5 text-primary" />
            <h2 className="font-semibold">{title}</h2>
            <p className="text-sm text-muted-foreground">{text}</p>
          </li>
        ))}
      </ul>
      <Tabs defaultValue="code">
        <TabsList className="w-full sm:w-fit">
          <TabsTrigger value="code">Live Code Generation</TabsTrigger>
          <TabsTrigger value="builder">Project Builder</TabsTrigger>
        </TabsList>
        <TabsContent value="code" className="pt-4">
          <LiveCodeGeneration />
        </TabsContent>
        <TabsContent value="builder" className="pt-4">
          <ProjectBuilder signedIn={user !== null} ownTemplates={ownTemplates.data ?? []} />
        </TabsContent>
      </Tabs>
      <nav aria-label="Next steps" className="flex flex-wrap gap-3">
        <Button asChild variant="outline">
          <Link to="/integrations">
            Open the integrations hub
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/welcome">
            Start building
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/build-guide">
            Read the complete guide
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      </nav>
    </PageLayout>
  );
}
