import { PageLayout } from '@client/components/page-layout';

export function OverviewPage() {
  return (
    <PageLayout
      title="Analytics Overview"
      description="How your projects are used and how quickly they answer."
      eyebrow="CH 3 · Analytics"
    />
  );
}
