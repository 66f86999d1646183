import { lazy } from 'react';
import { Link } from 'react-router';
import { planById } from '@shared/constants/plans';
import { OpenOnIntent } from '@client/components/open-on-intent';
import { Button } from '@client/components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@client/components/ui/card';
import { Spinner } from '@client/components/ui/spinner';
import { useBillingConfigQuery } from '@client/data/billing/billing-config-query';
import { useSubscriptionQuery } from '@client/data/billing/subscription-query';
import { periodEndNote } from '../subscription-texts';

const CancelSubscriptionDialog = lazy(() =>
  import('./cancel-subscription-dialog').then((m) => ({ default: m.CancelSubscriptionDialog })),
);

function SubscriptionDetails() {
  const config = useBillingConfigQuery();
  const subscription = useSubscriptionQuery();
  if (config.isPending || subscription.isPending) return <Spinner label="Loading your plan" />;
  if (config.isError || subscription.isError) {
    return (
      <div role="alert" className="grid gap-2 text-sm">
        <p>Your plan could not be loaded.</p>
        <Button
          variant="outline"
          size="sm"
          className="w-fit"
          onClick={() => void Promise.all([config.refetch(), subscription.refetch()])}
        >
          Try again
        </Button>
      </div>
    );
  }
  if (!config.data.configured)
    return (
      <p className="text-sm">
        This server takes no payments, so every feature of every plan is already included for you.
      </p>
    );
  const data = subscription.data;
  if (data.status === 'pending')
    return (
      <p className="text-sm">
        PayPal is finishing your subscription; your plan switches on by itself once PayPal confirms
        the first monthly payment.
      </p>
    );
  if (data.plan === 'explorer')
    return (
      <div className="grid gap-3 text-sm">
        <p>
          You are on the free Explorer plan
          {data.status === 'expired' ? ': your paid plan has ended.' : '.'}
        </p>
        <Button asChild className="w-fit">
          <Link to="/pricing">See plans</Link>
        </Button>
      </div>
    );
  return (
    <div className="grid gap-3 text-sm">
      <p>{periodEndNote(data)}</p>
      {data.renews ? (
        <OpenOnIntent
          keepTrigger
          trigger={(open) => (
            <Button variant="outline" className="w-fit" onClick={open}>
              Cancel subscription
            </Button>
          )}
        >
          {(close, open) => (
            <CancelSubscriptionDialog subscription={data} open={open} onClose={close} />
          )}
        </OpenOnIntent>
      ) : (
        <Button asChild variant="outline" className="w-fit">
          <Link to={`/checkout?plan=${data.plan}`}>Subscribe again</Link>
        </Button>
      )}
    </div>
  );
}

/** The founder's plan in Settings: when it renews or ends, with Cancel for a monthly subscription. */
export function SubscriptionSettings() {
  const { data } = useSubscriptionQuery();
  return (
    <Card aria-labelledby="subscription-settings-title" data-testid="subscription-settings">
      <CardHeader>
        <CardTitle id="subscription-settings-title">
          Your plan{data ? `: ${planById(data.plan).name}` : ''}
        </CardTitle>
        <CardDescription>
          Paid plans are monthly PayPal subscriptions. Cancel anytime: you keep the plan until the
          end of the month you paid for.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <SubscriptionDetails />
      </CardContent>
    </Card>
  );
}
