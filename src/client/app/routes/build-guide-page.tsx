import { PlayCircle } from 'lucide-react';
import { BackToHomeLink } from '@client/components/back-to-home-link';
import { PageLayout } from '@client/components/page-layout';
import { BuildGuide } from '@client/features/build-guide/components/build-guide';
import { StartLinks } from '@client/features/home/components/start-links';

export function BuildGuidePage() {
  return (
    <PageLayout
      title="Complete No-Code Development Guide"
      description="Which service helps at each stage of your app, what is ready today and what is coming."
      documentTitle="Build Guide"
    >
      <BackToHomeLink />
      <BuildGuide />
      <section
        aria-labelledby="guide-cta-title"
        className="flex flex-col items-center gap-4 rounded-2xl border bg-card p-8 text-center text-card-foreground shadow-sm"
      >
        <h2 id="guide-cta-title" className="text-2xl font-bold tracking-tight">
          Ready for step one?
        </h2>
        <StartLinks links={[{ to: '/demo', label: 'Watch Demo', icon: PlayCircle }]} />
      </section>
    </PageLayout>
  );
}
