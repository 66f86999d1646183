import { Link, useSearchParams } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { PageLayout } from '@client/components/page-layout';
import { useSession } from '@client/features/auth/hooks/use-session';
import { parseCheckoutParams } from '@client/features/billing/checkout-params';
import { CheckoutSummary } from '@client/features/billing/components/checkout-summary';
import { PayPanel } from '@client/features/billing/components/pay-panel';
import { PaymentReturn } from '@client/features/billing/components/payment-return';

export function CheckoutPage() {
  const [searchParams] = useSearchParams();
  const params = parseCheckoutParams(searchParams);
  const { user } = useSession();
  return (
    <PageLayout
      title="Checkout"
      description="Review the plan you picked and subscribe to it securely."
    >
      <Link
        to="/pricing"
        className="inline-flex w-fit items-center gap-2 text-sm text-muted-foreground hover:text-foreground"
      >
        <ArrowLeft aria-hidden className="size-4" /> Back to pricing
      </Link>
      <div className="grid gap-6 md:grid-cols-2">
        <CheckoutSummary planId={params.plan} />
        <div className="flex flex-col gap-4">
          {params.outcome ? (
            <PaymentReturn
              outcome={params.outcome}
              subscriptionId={params.subscriptionId}
              planId={params.plan}
            />
          ) : null}
          {params.outcome !== 'success' ? (
            <PayPanel planId={params.plan} signedIn={Boolean(user)} />
          ) : null}
        </div>
      </div>
    </PageLayout>
  );
}
