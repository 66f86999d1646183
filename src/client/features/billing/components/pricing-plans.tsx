import { PLANS, type PlanId } from '@shared/constants/plans';
import { PlanCard } from './plan-card';

/** The three plans side by side with the guarantee note (specification 001: Pricing Plans). */
export function PricingPlans({ currentPlan }: { currentPlan?: PlanId | undefined }) {
  return (
    <section aria-label="Plans" className="grid gap-8">
      <div className="grid gap-6 md:grid-cols-3">
        {PLANS.map((plan) => (
          <PlanCard key={plan.id} plan={plan} current={plan.id === currentPlan} />
        ))}
      </div>
      <p className="text-center text-sm text-muted-foreground">
        30-day money-back guarantee · No setup fees · Cancel anytime
      </p>
    </section>
  );
}
