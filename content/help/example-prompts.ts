import type { ExamplePrompt } from '../schemas';

/** Instructions a founder might type; the help library's cards put them in its search box. */
export const examplePrompts: readonly ExamplePrompt[] = [
  {
    id: 'customers-table',
    title: 'Add a table',
    instruction: 'create a table called customers',
    plans: {
      service: 'backend',
      type: 'schema',
      outcome: { tables: { customers: { rls: true } } },
    },
  },
  {
    id: 'own-rows',
    title: 'Keep data private',
    instruction: 'each user sees only their own rows',
    given: ['create a table called notes with a title'],
    plans: {
      service: 'backend',
      type: 'auth',
      outcome: { tables: { notes: { columns: { user_id: 'uuid' }, rls: true, policies: 4 } } },
    },
  },
  {
    id: 'store-files',
    title: 'Store files',
    instruction: 'add a private bucket for invoices',
    plans: { service: 'backend', type: 'storage', outcome: { buckets: ['invoices'] } },
  },
  {
    id: 'archive-orders',
    title: 'Change data safely',
    instruction: 'mark every order older than 30 days as archived',
    given: [
      'create a table called orders with a total and an archived checkbox',
      'add an order with total 5 and created at 2020-01-01',
    ],
    plans: { service: 'backend', type: 'data' },
  },
  {
    id: 'feature-branch',
    title: 'Try an idea on a branch',
    instruction: 'create a branch called feature-login',
    plans: { service: 'git', type: 'branch', outcome: { branches: ['feature-login'] } },
  },
  {
    id: 'deploy-production',
    title: 'Go live',
    instruction: 'deploy to production',
    plans: {
      service: 'hosting',
      type: 'deploy',
      outcome: { deploys: { live: { branch: 'main', context: 'production' } } },
    },
  },
];
