import { BackToHomeLink } from '@client/components/back-to-home-link';
import { PageLayout } from '@client/components/page-layout';
import { useSession } from '@client/features/auth/hooks/use-session';
import { useBillingConfigQuery } from '@client/data/billing/billing-config-query';
import { useSubscriptionQuery } from '@client/data/billing/subscription-query';
import { PricingPlans } from '@client/features/billing/components/pricing-plans';

export function PricingPage() {
  const { user } = useSession();
  const subscription = useSubscriptionQuery({ enabled: Boolean(user) });
  const takesPayments = useBillingConfigQuery().data?.configured ?? true;
  return (
    <PageLayout
      title="Pricing Plans"
      description={
        takesPayments
          ? 'Start free and upgrade when your projects grow. Paid plans are monthly subscriptions with a 30-day money-back guarantee; cancel anytime.'
          : 'What each plan includes. On this server every plan is included for everyone.'
      }
    >
      <PricingPlans currentPlan={subscription.data?.plan} takesPayments={takesPayments} />
      <BackToHomeLink />
    </PageLayout>
  );
}
