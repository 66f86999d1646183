import type { ExamplePrompt } from '../schemas';

/** Instructions a founder might type; the help library's cards put them in its search box. */
export const examplePrompts: readonly ExamplePrompt[] = [
  {
    id: 'customers-table',
    title: 'Add a table',
    prompt: 'create a table called customers',
    service: 'backend',
  },
  {
    id: 'own-rows',
    title: 'Keep data private',
    prompt: 'each user sees only their own rows',
    service: 'backend',
  },
  {
    id: 'email-sign-in',
    title: 'Let people sign in',
    prompt: 'turn on email sign-in',
    service: 'backend',
  },
  {
    id: 'archive-orders',
    title: 'Change data safely',
    prompt: 'mark every order older than 30 days as archived',
    service: 'backend',
  },
  {
    id: 'feature-branch',
    title: 'Try an idea on a branch',
    prompt: 'create a branch called feature-login',
    service: 'git',
  },
  {
    id: 'deploy-production',
    title: 'Go live',
    prompt: 'deploy to production',
    service: 'hosting',
  },
];
