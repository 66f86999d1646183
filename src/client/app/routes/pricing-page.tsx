import { BackToHomeLink } from '@client/components/back-to-home-link';
import { PageLayout } from '@client/components/page-layout';
import { useSession } from '@client/features/auth/hooks/use-session';
import { useSubscriptionQuery } from '@client/data/billing/subscription-query';
import { PricingPlans } from '@client/features/billing/components/pricing-plans';

export function PricingPage() {
  const { user } = useSession();
  const subscription = useSubscriptionQuery({ enabled: Boolean(user) });
  return (
    <PageLayout
      title="Pricing Plans"
      description="Start free and upgrade when your projects grow; every paid plan has a 30-day money-back guarantee."
    >
      <PricingPlans currentPlan={subscription.data?.plan} />
      <BackToHomeLink />
    </PageLayout>
  );
}
