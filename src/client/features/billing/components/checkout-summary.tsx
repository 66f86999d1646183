import { Check } from 'lucide-react';
import { CURRENCY, planById } from '@shared/constants/plans';
import { Badge } from '@client/components/ui/badge';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@client/components/ui/card';
import { Separator } from '@client/components/ui/separator';
import type { CheckoutPlanId } from '../checkout-params';

/** The selected plan on the left of the checkout: what it includes and what it costs each month. */
export function CheckoutSummary({ planId }: { planId: CheckoutPlanId }) {
  const plan = planById(planId);
  const free = plan.price === 0;
  return (
    <Card aria-labelledby="checkout-summary-title">
      <CardHeader>
        <div className="flex flex-wrap items-center gap-2">
          <CardTitle id="checkout-summary-title">{plan.name}</CardTitle>
          {plan.popular ? <Badge>Most Popular</Badge> : null}
        </div>
        <CardDescription>{plan.description}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <ul className="grid gap-2 text-sm" aria-label={`${plan.name} features`}>
          {plan.features.map((feature) => (
            <li key={feature} className="flex items-start gap-2">
              <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
              {feature}
            </li>
          ))}
        </ul>
        <Separator />
        <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm">
          <dt className="font-medium">{free ? 'Total' : 'Every month'}</dt>
          <dd className="text-right font-semibold">
            {free ? 'Free' : `$${plan.price.toFixed(2)} ${CURRENCY}`}
          </dd>
        </dl>
        <p className="text-sm text-muted-foreground">
          {free
            ? 'Explorer is free for as long as you like. Upgrade whenever your projects grow.'
            : `${plan.name} is billed monthly through PayPal and renews each month until you cancel. Cancel anytime: you keep ${plan.name} until the end of the month you paid for.`}
        </p>
      </CardContent>
    </Card>
  );
}
