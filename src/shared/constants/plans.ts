/** The three subscription plans: one constant for the page, the server and the limits. */
export const PLANS = [
  {
    id: 'explorer',
    name: 'Explorer',
    price: 0,
    priceLabel: 'Free',
    period: 'forever',
    description: 'Everything you need to try your first ideas.',
    features: [
      '3 connected projects',
      'Basic ecosystem navigation',
      'Community support',
      'Standard templates',
      'Plain English interface',
    ],
    popular: false,
    buttonText: 'Start Free',
    projectLimit: 3,
    storageBytes: 500 * 1024 * 1024,
    teamCollaboration: false,
    customTemplates: false,
  },
  {
    id: 'pro',
    name: 'Bridge Builder',
    price: 29,
    priceLabel: '$29',
    period: 'per month',
    description: 'For founders building and shipping real products.',
    features: [
      'Unlimited project connections',
      'Priority support',
      'Advanced service orchestration',
      'Custom integration templates',
      'Team collaboration bridge',
      'API connector access',
      'Multi-service analytics',
    ],
    popular: true,
    buttonText: 'Start Building',
    projectLimit: null,
    storageBytes: 8 * 1024 * 1024 * 1024,
    teamCollaboration: true,
    customTemplates: true,
  },
  {
    id: 'enterprise',
    name: 'Ecosystem Master',
    price: 199,
    priceLabel: '$199',
    period: 'per month',
    description: 'For teams that need guarantees, help and control.',
    features: [
      'Everything in Bridge Builder',
      'Dedicated support',
      'Custom integrations',
      'Enterprise SLA',
      'Advanced security orchestration',
      'White-label connector',
      'Training and onboarding',
    ],
    popular: false,
    buttonText: 'Contact Sales',
    projectLimit: null,
    storageBytes: 100 * 1024 * 1024 * 1024,
    teamCollaboration: true,
    customTemplates: true,
  },
] as const;

export type PlanId = (typeof PLANS)[number]['id'];
export type PlanDefinition = (typeof PLANS)[number];

export const DEFAULT_PLAN: PlanId = 'explorer';
export const PAID_PERIOD_DAYS = 30;
export const CURRENCY = 'USD';

export const planById = (id: string): PlanDefinition => PLANS.find((p) => p.id === id) ?? PLANS[0];
