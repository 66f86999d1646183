import type { EcosystemService } from './schemas';

/** The twelve services of the home page's ecosystem grid, in display order. */
export const ecosystemServices: readonly EcosystemService[] = [
  {
    id: 'no-code-builder',
    name: 'No-Code Builder',
    description:
      'Design your pages, forms and lists by dragging and arranging. Bridge Studio sets up the data, code and hosting behind them.',
    provider: 'The builder of your choice',
    status: 'Available',
    category: 'Build',
    isAiPowered: true,
    icon: 'Blocks',
  },
  {
    id: 'github',
    name: 'GitHub',
    description:
      'Every version of your app kept safe. Try ideas on branches and merge them when they are ready, all in plain English.',
    provider: 'GitHub',
    status: 'Available',
    category: 'Build',
    isAiPowered: false,
    icon: 'GitBranch',
  },
  {
    id: 'supabase',
    name: 'Supabase',
    description:
      "Your app's database, sign-ins and file storage, with access rules that keep each person's data private.",
    provider: 'Supabase or any Postgres database',
    status: 'Available',
    category: 'Secure',
    isAiPowered: false,
    icon: 'Database',
  },
  {
    id: 'netlify',
    name: 'Netlify',
    description:
      'Put your app online in one click, with settings per environment, your own domain and instant rollback.',
    provider: 'Netlify',
    status: 'Available',
    category: 'Deploy',
    isAiPowered: false,
    icon: 'Globe',
  },
  {
    id: 'ai-security-testing',
    name: 'AI Security Testing',
    description:
      'An assistant that probes your app the way an attacker would and explains any weak spot it finds in plain words.',
    provider: 'Bridge Studio',
    status: 'Coming Soon',
    category: 'Test',
    isAiPowered: true,
    icon: 'ScanSearch',
  },
  {
    id: 'card-payments',
    name: 'Card Payments',
    description:
      'Take card payments for your products and subscriptions without handling card numbers yourself.',
    provider: 'PayPal',
    status: 'Coming Soon',
    category: 'Scale',
    isAiPowered: false,
    icon: 'CreditCard',
  },
  {
    id: 'crypto-payments',
    name: 'Crypto Payments',
    description:
      'Accept payments in cryptocurrency alongside cards, with every payment recorded in your database.',
    provider: 'To be announced',
    status: 'Coming Soon',
    category: 'Scale',
    isAiPowered: false,
    icon: 'Bitcoin',
  },
  {
    id: 'email',
    name: 'Email',
    description:
      'Send sign-up confirmations, receipts and updates to your users from your own address.',
    provider: 'Any SMTP mail service',
    status: 'Coming Soon',
    category: 'Scale',
    isAiPowered: false,
    icon: 'Mail',
  },
  {
    id: 'image-management',
    name: 'Image Management',
    description: 'Upload, resize and serve pictures for your products, posts and profiles.',
    provider: 'Bridge Studio',
    status: 'In Development',
    category: 'Scale',
    isAiPowered: false,
    icon: 'Image',
  },
  {
    id: 'profile-manager',
    name: 'Profile Manager',
    description: 'Ready-made screens for your users to edit their name, picture and settings.',
    provider: 'Bridge Studio',
    status: 'In Development',
    category: 'Scale',
    isAiPowered: false,
    icon: 'UserCog',
  },
  {
    id: 'agentic-builder',
    name: 'Agentic Builder & Auth',
    description:
      'An agent that builds whole features from one description, sign-in and permissions included, and asks before it changes anything.',
    provider: 'Bridge Studio',
    status: 'In Development',
    category: 'Build',
    isAiPowered: true,
    icon: 'Bot',
  },
  {
    id: 'ai-communication-portal',
    name: 'AI Communication Portal',
    description:
      "One inbox where an assistant drafts replies to your users' questions for you to check and send.",
    provider: 'Bridge Studio',
    status: 'In Development',
    category: 'Scale',
    isAiPowered: true,
    icon: 'MessagesSquare',
  },
];
