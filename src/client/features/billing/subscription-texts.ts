import { planById } from '@shared/constants/plans';
import type { Subscription } from '@shared/contracts/billing';

export const longDate = (iso: string) =>
  new Date(iso).toLocaleDateString(undefined, { dateStyle: 'long' });

/** The plan's monthly price in words: "$29.00 a month". */
export const monthlyPrice = (planId: string) => `$${planById(planId).price.toFixed(2)} a month`;

/** One sentence on what happens at the end of the paid month; the same words everywhere. */
export function periodEndNote(subscription: Subscription): string {
  const plan = planById(subscription.plan);
  if (!subscription.currentPeriodEnd) return `${plan.name} is active.`;
  const end = longDate(subscription.currentPeriodEnd);
  return subscription.renews
    ? `${plan.name} renews on ${end} for ${monthlyPrice(plan.id)}. Cancel anytime; you keep it until the end of the month you paid for.`
    : `${plan.name} stays active until ${end} and does not renew. After that your account moves to the free Explorer plan.`;
}
