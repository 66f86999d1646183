import { APP_NAME } from '@client/components/page-layout';
import { ClosingCta } from '@client/features/home/components/closing-cta';
import { EcosystemGrid } from '@client/features/home/components/ecosystem-grid';
import { FeatureGrid } from '@client/features/home/components/feature-grid';
import { HomeHero } from '@client/features/home/components/home-hero';

/** Home Studio (CH 1). Prerendered to static HTML at build time: it is the page most visitors load first. */
export function HomePage() {
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-20 px-4 py-16 sm:px-6 sm:py-24">
      <title>{`Home Studio · ${APP_NAME}`}</title>
      <HomeHero />
      <FeatureGrid />
      <EcosystemGrid />
      <ClosingCta />
    </div>
  );
}
