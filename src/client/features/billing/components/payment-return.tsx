import { useEffect, useRef, useState } from 'react';
import { CircleCheck, CircleX } from 'lucide-react';
import { Link } from 'react-router';
import { planById } from '@shared/constants/plans';
import type { CaptureResponse } from '@shared/contracts/billing';
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
import { useCaptureOrder } from '../hooks/use-capture-order';
import { PAYMENT_TOASTS } from '../payment-messages';

/** While another request is still capturing this order, ask again after this long, a few times. */
export const PROCESSING_RECHECK_MS = 2_000;
const PROCESSING_RECHECKS = 10;

interface PaymentReturnProps {
  outcome: 'success' | 'cancelled';
  /** PayPal's order id from the return URL. */
  token: string | null;
  planId: CheckoutPlanId;
}

const longDate = (iso: string) =>
  new Date(iso).toLocaleDateString(undefined, { dateStyle: 'long' });

function Cancelled({ planId }: { planId: CheckoutPlanId }) {
  return (
    <Card role="status" aria-labelledby="payment-return-title">
      <CardHeader>
        <CardTitle id="payment-return-title" className="flex items-center gap-2">
          <CircleX aria-hidden="true" className="size-5" />
          Payment cancelled
        </CardTitle>
        <CardDescription>
          You cancelled at PayPal, so nothing was charged and your plan has not changed. You can pay
          for {planById(planId).name} whenever you are ready.
        </CardDescription>
      </CardHeader>
    </Card>
  );
}

function Completed({ result }: { result: CaptureResponse }) {
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
          {subscription.currentPeriodEnd
            ? `${plan.name} is active until ${longDate(subscription.currentPeriodEnd)}.`
            : `${plan.name} is active.`}{' '}
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

/** Back from PayPal: confirms the approved payment with the server, or says the buyer cancelled. */
export function PaymentReturn({ outcome, token, planId }: PaymentReturnProps) {
  const capture = useCaptureOrder();
  const { mutate } = capture;
  const started = useRef<string | null>(null);
  const [rechecks, setRechecks] = useState(0);

  useEffect(() => {
    // Once per order id, even when React runs effects twice.
    if (outcome !== 'success' || !token || started.current === token) return;
    started.current = token;
    mutate(token);
  }, [outcome, token, mutate]);

  const processing = capture.data?.status === 'PROCESSING';
  useEffect(() => {
    if (!processing || !token || rechecks >= PROCESSING_RECHECKS) return;
    const timer = setTimeout(() => {
      setRechecks((n) => n + 1);
      mutate(token);
    }, PROCESSING_RECHECK_MS);
    return () => clearTimeout(timer);
  }, [processing, token, rechecks, mutate]);

  if (outcome === 'cancelled') return <Cancelled planId={planId} />;

  if (!token) {
    return (
      <Card role="alert" aria-labelledby="payment-return-title">
        <CardHeader>
          <CardTitle id="payment-return-title">{PAYMENT_TOASTS.error}</CardTitle>
          <CardDescription>
            We could not tell which PayPal payment to confirm. Nothing has changed; please start the
            payment again.
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

  if (capture.isError) {
    return (
      <Card role="alert" aria-labelledby="payment-return-title">
        <CardHeader>
          <CardTitle id="payment-return-title">{PAYMENT_TOASTS.error}</CardTitle>
          <CardDescription>{capture.error.message}</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-wrap gap-2">
          <Button onClick={() => mutate(token)}>Try again</Button>
          <Button asChild variant="outline">
            <Link to={`/checkout?plan=${planId}`}>Pay another way</Link>
          </Button>
        </CardContent>
      </Card>
    );
  }

  if (capture.data?.status === 'COMPLETED') return <Completed result={capture.data} />;

  if (capture.data?.status === 'PENDING') {
    return (
      <Card role="status" aria-labelledby="payment-return-title">
        <CardHeader>
          <CardTitle id="payment-return-title">PayPal is reviewing your payment</CardTitle>
          <CardDescription>
            Your {planById(planId).name} plan switches on by itself as soon as PayPal confirms the
            payment, usually within minutes and sometimes up to a day. You can close this page.
          </CardDescription>
        </CardHeader>
      </Card>
    );
  }

  if (processing && rechecks >= PROCESSING_RECHECKS) {
    return (
      <Card role="status" aria-labelledby="payment-return-title">
        <CardHeader>
          <CardTitle id="payment-return-title">Still confirming your payment</CardTitle>
          <CardDescription>
            This is taking longer than usual. You will not be charged twice: reload this page in a
            minute to see the result.
          </CardDescription>
        </CardHeader>
      </Card>
    );
  }

  return (
    <Card aria-labelledby="payment-return-title">
      <CardHeader>
        <CardTitle id="payment-return-title">Confirming your payment</CardTitle>
        <CardDescription>
          PayPal approved the payment; we are confirming it now. Please keep this page open.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Spinner label="Confirming your payment with PayPal" />
      </CardContent>
    </Card>
  );
}
