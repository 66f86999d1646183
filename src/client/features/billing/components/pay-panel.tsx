import type { ReactNode } from 'react';
import { LoaderCircle, Lock } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { planById } from '@shared/constants/plans';
import { Button } from '@client/components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@client/components/ui/card';
import { Spinner } from '@client/components/ui/spinner';
import { toast } from '@client/lib/toast';
import { TOAST_MS } from '@shared/constants/timings';
import { useBillingConfigQuery } from '@client/data/billing/billing-config-query';
import { useSubscriptionQuery } from '@client/data/billing/subscription-query';
import type { CheckoutPlanId } from '../checkout-params';
import { useActivateFreePlan } from '../hooks/use-activate-free-plan';
import { useStartSubscription } from '../hooks/use-start-subscription';
import { PAYMENT_TOASTS } from '../payment-messages';
import { monthlyPrice, periodEndNote } from '../subscription-texts';

interface PayPanelProps {
  planId: CheckoutPlanId;
  /** Whether someone is signed in (the route knows the session); paying needs an account. */
  signedIn: boolean;
}

function PanelCard({ children, description }: { children: ReactNode; description: string }) {
  return (
    <Card aria-labelledby="pay-panel-title">
      <CardHeader>
        <CardTitle id="pay-panel-title">Payment</CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">{children}</CardContent>
    </Card>
  );
}

function SignInFirst({ action }: { action: string }) {
  const location = useLocation();
  return (
    <>
      <p className="text-sm">
        Sign in or create a free account first, then come back here to {action}.
      </p>
      <Button asChild className="w-full">
        <Link to="/auth" state={{ from: `${location.pathname}${location.search}` }}>
          Sign in to continue
        </Link>
      </Button>
    </>
  );
}

/** The free plan: no payment, one click for a signed-in user. */
function FreePlanPanel({ signedIn }: { signedIn: boolean }) {
  const activate = useActivateFreePlan();
  if (!signedIn) {
    return (
      <PanelCard description="Explorer is free: no card and no PayPal account needed.">
        <SignInFirst action="start for free" />
      </PanelCard>
    );
  }
  if (activate.isSuccess) {
    return (
      <PanelCard description="Explorer is free: no card and no PayPal account needed.">
        <p role="status" className="text-sm">
          Your Explorer plan is active. You can create up to 3 projects.
        </p>
        <Button asChild className="w-full">
          <Link to="/dashboard">Go to your dashboard</Link>
        </Button>
      </PanelCard>
    );
  }
  return (
    <PanelCard description="Explorer is free: no card and no PayPal account needed.">
      {activate.isError ? (
        <p role="alert" className="rounded-md border border-destructive/40 p-3 text-sm">
          {activate.error.message}
        </p>
      ) : null}
      <Button
        className="w-full"
        disabled={activate.isPending}
        aria-busy={activate.isPending}
        onClick={() => activate.mutate()}
      >
        {activate.isPending ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : null}
        Activate Free Plan
      </Button>
    </PanelCard>
  );
}

/**
 * What the signed-in user already has: a renewing subscription cannot be bought twice, and a paid
 * month still running is used up before the new subscription's first charge.
 */
function CurrentPlanNote() {
  const { data } = useSubscriptionQuery();
  if (!data || data.plan === 'explorer' || !data.currentPeriodEnd) return null;
  return (
    <p className="text-sm text-muted-foreground">
      {periodEndNote(data)}{' '}
      {data.renews
        ? 'You can cancel it in Settings.'
        : 'A new subscription charges its first month when that date comes.'}
    </p>
  );
}

/** The paid plan: a monthly PayPal subscription, made ready by the server's configuration. */
function PaidPlanPanel({ planId, signedIn }: PayPanelProps) {
  const plan = planById(planId);
  const config = useBillingConfigQuery();
  const subscription = useSubscriptionQuery({ enabled: signedIn });
  const start = useStartSubscription();
  const price = monthlyPrice(plan.id);
  const description = `${price} through PayPal, renewing each month until you cancel. Cancel anytime in Settings: you keep ${plan.name} until the end of the month you paid for.`;

  const notReady =
    (notice: { title: string; message: string }, kind: 'warning' | 'error' = 'warning') =>
    () =>
      toast[kind](notice.title, { description: notice.message, duration: TOAST_MS });

  const payButton = (onClick: () => void, ready: boolean) => (
    <Button
      className="w-full"
      aria-disabled={!ready || start.isPending}
      disabled={start.isPending || start.isSuccess}
      aria-busy={start.isPending}
      onClick={onClick}
    >
      {start.isPending ? (
        <LoaderCircle aria-hidden="true" className="animate-spin" />
      ) : (
        <Lock aria-hidden="true" />
      )}
      {start.isPending ? 'Starting subscription…' : `Subscribe for ${price} with PayPal`}
    </Button>
  );

  if (config.isPending) {
    return (
      <PanelCard description={description}>
        <Spinner label="Connecting to the payment provider" />
        {payButton(notReady(PAYMENT_TOASTS.notReady), false)}
      </PanelCard>
    );
  }
  if (config.isError) {
    return (
      <PanelCard description={description}>
        <div
          role="alert"
          className="grid gap-2 rounded-md border border-destructive/40 p-3 text-sm"
        >
          <p className="font-medium">{PAYMENT_TOASTS.loadingError.title}</p>
          <p>{PAYMENT_TOASTS.loadingError.message}</p>
          <Button
            variant="outline"
            size="sm"
            className="w-fit"
            onClick={() => void config.refetch()}
          >
            Try again
          </Button>
        </div>
        {payButton(notReady(PAYMENT_TOASTS.loadingError, 'error'), false)}
      </PanelCard>
    );
  }
  if (!config.data.configured) {
    return (
      <PanelCard description={description}>
        <p role="status" className="rounded-md border p-3 text-sm">
          Payments are not configured on this server yet (provider not configured), so there is
          nothing to buy here: every feature of every plan is already included for everyone who uses
          this server.
        </p>
        {payButton(notReady(PAYMENT_TOASTS.notConfigured), false)}
      </PanelCard>
    );
  }
  if (!signedIn) {
    return (
      <PanelCard description={description}>
        <SignInFirst action={`pay for ${plan.name}`} />
      </PanelCard>
    );
  }
  return (
    <PanelCard description={description}>
      <CurrentPlanNote />
      {start.isError ? (
        <p role="alert" className="rounded-md border border-destructive/40 p-3 text-sm">
          {PAYMENT_TOASTS.error}: {start.error.message}
        </p>
      ) : null}
      {subscription.data?.renews ? null : payButton(() => start.mutate({ planId }), true)}
      <p className="text-xs text-muted-foreground">
        The price is set by Bridge Studio&apos;s server from the plan you chose. You approve the
        monthly payment on PayPal&apos;s site and come back here; we never see your card details.
      </p>
    </PanelCard>
  );
}

/** The payment side of the checkout: activates the free plan, or takes the buyer to PayPal. */
export function PayPanel({ planId, signedIn }: PayPanelProps) {
  return planId === 'explorer' ? (
    <FreePlanPanel signedIn={signedIn} />
  ) : (
    <PaidPlanPanel planId={planId} signedIn={signedIn} />
  );
}
