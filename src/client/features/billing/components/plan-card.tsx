import { Check } from 'lucide-react';
import { Link } from 'react-router';
import type { PlanDefinition } from '@shared/constants/plans';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from '@client/components/ui/card';
import { cn } from '@client/lib/utils';

/** Explorer and Bridge Builder go to checkout; Ecosystem Master is arranged through the contact page. */
export const planHref = (plan: PlanDefinition) =>
  plan.id === 'enterprise' ? '/contact?plan=enterprise' : `/checkout?plan=${plan.id}`;

/**
 * One plan of the pricing page: price, features and the button that leads on (no call is made),
 * or, where the server takes no payments, a note that the plan is already included.
 */
export function PlanCard({
  plan,
  current = false,
  included = false,
}: {
  plan: PlanDefinition;
  current?: boolean;
  included?: boolean;
}) {
  const titleId = `plan-${plan.id}-title`;
  return (
    <Card
      aria-labelledby={titleId}
      className={cn(
        'relative h-full',
        plan.popular && 'border-primary shadow-md ring-1 ring-primary',
      )}
      role="article"
    >
      <CardHeader>
        <div className="flex flex-wrap items-center gap-2">
          <CardTitle id={titleId} className="text-xl">
            {plan.name}
          </CardTitle>
          {plan.popular ? <Badge>Most Popular</Badge> : null}
          {current ? <Badge variant="secondary">Your current plan</Badge> : null}
        </div>
        <p className="mt-2 flex items-baseline gap-1">
          <span className="text-3xl font-bold tracking-tight">{plan.priceLabel}</span>
          <span className="text-sm text-muted-foreground">{plan.period}</span>
        </p>
        <CardDescription>{plan.description}</CardDescription>
      </CardHeader>
      <CardContent className="flex-1">
        <ul className="grid gap-2 text-sm" aria-label={`${plan.name} features`}>
          {plan.features.map((feature) => (
            <li key={feature} className="flex items-start gap-2">
              <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
              {feature}
            </li>
          ))}
        </ul>
      </CardContent>
      <CardFooter>
        {included ? (
          <p className="w-full text-center text-sm font-medium">Included on this server</p>
        ) : (
          <Button asChild className="w-full" variant={plan.popular ? 'default' : 'outline'}>
            <Link to={planHref(plan)}>{plan.buttonText}</Link>
          </Button>
        )}
      </CardFooter>
    </Card>
  );
}
