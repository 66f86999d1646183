import { PLANS, type PlanId } from '@shared/constants/plans';
import { PlanCard } from './plan-card';

/**
 * The three plans side by side with how paid plans are billed. On a
 * server that takes no payments every plan's features are everyone's, and the page says so
 * instead of offering a checkout that could not complete.
 */
export function PricingPlans({
  currentPlan,
  takesPayments = true,
}: {
  currentPlan?: PlanId | undefined;
  takesPayments?: boolean;
}) {
  return (
    <section aria-label="Plans" className="grid gap-8">
      {takesPayments ? null : (
        <p
          role="status"
          data-testid="no-payments"
          className="rounded-xl border border-primary bg-card p-5 text-card-foreground"
        >
          <strong>Everything is included on this server.</strong> It takes no payments, so every
          feature of every plan below is already yours, with no limit on projects and no checkout.
        </p>
      )}
      <div className="grid gap-6 md:grid-cols-3">
        {PLANS.map((plan) => (
          <PlanCard
            key={plan.id}
            plan={plan}
            current={takesPayments && plan.id === currentPlan}
            included={!takesPayments}
          />
        ))}
      </div>
      {takesPayments ? (
        <p className="text-center text-sm text-muted-foreground">
          30-day money-back guarantee · No setup fees · Billed monthly, renews until you cancel ·
          Cancel anytime and keep your plan until the end of the month you paid for
        </p>
      ) : null}
    </section>
  );
}
