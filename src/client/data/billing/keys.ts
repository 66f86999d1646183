/** Query keys for everything billing: the provider's readiness and the plan in force. */
export const billingKeys = {
  all: ['billing'] as const,
  config: () => [...billingKeys.all, 'config'] as const,
  subscription: () => [...billingKeys.all, 'subscription'] as const,
};
