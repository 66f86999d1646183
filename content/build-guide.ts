import { ecosystemServices } from './ecosystem';
import type { BuildPhase, BuildServiceCard, JourneyStep } from './schemas';

/** The five phases of the Complete No-Code Development Guide, in order. */
export const buildPhases: readonly BuildPhase[] = [
  {
    id: 'build',
    name: 'Build',
    title: 'Build the app and its code',
    description: 'Design your screens and keep every version of your work safe from day one.',
    icon: 'Hammer',
  },
  {
    id: 'secure',
    name: 'Secure',
    title: 'Store data and protect it',
    description: 'Set up your database, sign-ins and the rules that decide who sees what.',
    icon: 'Shield',
  },
  {
    id: 'test',
    name: 'Test',
    title: 'Check it before your users do',
    description: 'Look for weak spots and mistakes while they are still cheap to fix.',
    icon: 'FlaskConical',
  },
  {
    id: 'deploy',
    name: 'Deploy',
    title: 'Put it online',
    description: 'Publish your app at a real address, with a way back if something goes wrong.',
    icon: 'Rocket',
  },
  {
    id: 'scale',
    name: 'Scale',
    title: 'Grow your business',
    description: 'Add payments, e-mail, images and support as your users arrive.',
    icon: 'ChartLine',
  },
];

/** A guide card is an ecosystem service plus what it does for you in its phase. */
function serviceCard(id: string, details: readonly string[]): BuildServiceCard {
  const service = ecosystemServices.find((s) => s.id === id);
  if (!service) throw new Error(`build guide names an unknown ecosystem service: ${id}`);
  return {
    id,
    title: service.name,
    description: service.description,
    provider: service.provider,
    phase: service.category,
    status: service.status,
    isAiPowered: service.isAiPowered,
    details: [...details],
  };
}

/** Eleven cards: Build 2, Secure 1, Test 1, Deploy 1, Scale 6. */
export const buildServiceCards: readonly BuildServiceCard[] = [
  serviceCard('no-code-builder', [
    'Drag and arrange pages, forms and lists',
    'Connect screens to the tables Bridge Studio creates',
    "Sync your files to your project's repository",
  ]),
  serviceCard('github', [
    'Every change saved as a version you can return to',
    'Branches for trying ideas without touching the live app',
    'Merges planned and explained before they run',
  ]),
  serviceCard('supabase', [
    'Tables and columns created from plain English',
    'Email sign-in for your users',
    'Row-level access rules, so people see only their own data',
    'File storage for uploads',
  ]),
  serviceCard('ai-security-testing', [
    'Checks your access rules for gaps',
    'Tries common attacks against your app',
    'Explains each finding and proposes a fix for your approval',
  ]),
  serviceCard('netlify', [
    'One-click deploys of your main branch',
    'Preview deploys to check changes first',
    'Settings per environment and your own domain',
    'Instant rollback to a previous deploy',
  ]),
  serviceCard('card-payments', [
    'Checkout for one-off purchases and subscriptions',
    'Card details handled by the payment provider, never by your app',
    'Every payment recorded in your database',
  ]),
  serviceCard('crypto-payments', [
    'Accept cryptocurrency next to cards',
    'Payment status kept in your database',
  ]),
  serviceCard('email', [
    'Sign-up confirmations and password resets',
    'Receipts and notifications from your own address',
  ]),
  serviceCard('image-management', [
    'Uploads straight from your screens',
    'Pictures resized for phones and computers',
  ]),
  serviceCard('profile-manager', [
    'Screens for users to edit their name and picture',
    'Account settings and deletion handled for you',
  ]),
  serviceCard('ai-communication-portal', [
    "All your users' questions in one inbox",
    'Draft replies written for you to check and send',
  ]),
];

/** The four-step journey from idea to live app. */
export const buildJourney: readonly JourneyStep[] = [
  {
    step: 1,
    title: 'Describe your idea',
    description:
      'Pick a template or start empty, and say in plain English what your app should keep and do.',
  },
  {
    step: 2,
    title: 'Review the plan',
    description:
      'Bridge Studio shows exactly what it will change, how risky it is and what to watch out for.',
  },
  {
    step: 3,
    title: 'Run it',
    description:
      'Click Execute. Your database, code and hosting change together, and every step is kept in your history.',
  },
  {
    step: 4,
    title: 'Go live and grow',
    description: 'Deploy with one click, then add payments, e-mail and more as your users arrive.',
  },
];
