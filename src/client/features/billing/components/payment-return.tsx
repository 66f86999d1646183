import { useEffect, useRef } from 'react';
import { CircleCheck, CircleX } from 'lucide-react';
import { Link } from 'react-router';
import { planById } from '@shared/constants/plans';
import type { ActivationResponse } from '@shared/contracts/billing';
import { Button } from '@client/components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@client/components/ui/card';
import { Spinner } from '@client/components/ui/spinner';
import type { CheckoutPlanId } from '../checkout-params';
import { useActivateSubscription } from '../hooks/use-activate-subscription';
import { PAYMENT_TOASTS } from '../payment-messages';
import { periodEndNote } from '../subscription-texts';

interface PaymentReturnProps {
  outcome: 'success' | 'cancelled';
  /** PayPal's subscription id from the return URL. */
  subscriptionId: string | null;
  planId: CheckoutPlanId;
}

function Cancelled({ planId }: { planId: CheckoutPlanId }) {
  return (
    <Card role="status" aria-labelledby="payment-return-title">
      <CardHeader>
        <CardTitle id="payment-return-title" className="flex items-center gap-2">
          <CircleX aria-hidden="true" className="size-5" />
          Payment cancelled
        </CardTitle>
        <CardDescription>
          You cancelled at PayPal, so nothing was charged and your plan has not changed. You can
          subscribe to {planById(planId).name} whenever you are ready.
        </CardDescription>
      </CardHeader>
    </Card>
  );
}

function Completed({ result }: { result: ActivationResponse }) {
  const { subscription } = result;
  const plan = planById(subscription.plan);
  return (
    <Card role="status" aria-labelledby="payment-return-title">
      <CardHeader>
        <CardTitle id="payment-return-title" className="flex items-center gap-2">
          <CircleCheck aria-hidden="true" className="size-5 text-primary" />
          {PAYMENT_TOASTS.success}
        </CardTitle>
        <CardDescription>
          {periodEndNote(subscription)}{' '}
          {plan.projectLimit === null ? 'You can now create as many projects as you need.' : null}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Button asChild>
          <Link to="/dashboard">Go to your dashboard</Link>
        </Button>
      </CardContent>
    </Card>
  );
}

/** Back from PayPal: confirms the approved subscription with the server, or says the buyer cancelled. */
export function PaymentReturn({ outcome, subscriptionId, planId }: PaymentReturnProps) {
  const activation = useActivateSubscription();
  const { mutate } = activation;
  const started = useRef<string | null>(null);

  useEffect(() => {
    // Once per subscription id, even when React runs effects twice.
    if (outcome !== 'success' || !subscriptionId || started.current === subscriptionId) return;
    started.current = subscriptionId;
    mutate(subscriptionId);
  }, [outcome, subscriptionId, mutate]);

  if (outcome === 'cancelled') return <Cancelled planId={planId} />;

  if (!subscriptionId) {
    return (
      <Card role="alert" aria-labelledby="payment-return-title">
        <CardHeader>
          <CardTitle id="payment-return-title">{PAYMENT_TOASTS.error}</CardTitle>
          <CardDescription>
            We could not tell which PayPal subscription to confirm. Nothing has changed; please
            subscribe again.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <Button asChild variant="outline">
            <Link to={`/checkout?plan=${planId}`}>Start again</Link>
          </Button>
        </CardContent>
      </Card>
    );
  }

  if (activation.isError) {
    return (
      <Card role="alert" aria-labelledby="payment-return-title">
        <CardHeader>
          <CardTitle id="payment-return-title">{PAYMENT_TOASTS.error}</CardTitle>
          <CardDescription>{activation.error.message}</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-wrap gap-2">
          <Button onClick={() => mutate(subscriptionId)}>Try again</Button>
          <Button asChild variant="outline">
            <Link to={`/checkout?plan=${planId}`}>Pay another way</Link>
          </Button>
        </CardContent>
      </Card>
    );
  }

  if (activation.data?.status === 'ACTIVE') return <Completed result={activation.data} />;

  if (activation.data?.status === 'PENDING') {
    return (
      <Card role="status" aria-labelledby="payment-return-title">
        <CardHeader>
          <CardTitle id="payment-return-title">PayPal is finishing your subscription</CardTitle>
          <CardDescription>
            Your {planById(planId).name} plan switches on by itself as soon as PayPal confirms the
            first monthly payment. You can close this page.
          </CardDescription>
        </CardHeader>
      </Card>
    );
  }

  return (
    <Card aria-labelledby="payment-return-title">
      <CardHeader>
        <CardTitle id="payment-return-title">Confirming your subscription</CardTitle>
        <CardDescription>
          You approved the subscription at PayPal; we are confirming it now. Please keep this page
          open.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Spinner label="Confirming your subscription with PayPal" />
      </CardContent>
    </Card>
  );
}
