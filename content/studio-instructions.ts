import type { PlannedInstruction } from './schemas';

/**
 * Instructions the studio offers ready to send or shows as examples (quick actions, the panels'
 * placeholders, empty states), each with the plan it describes; each stands alone on a new project.
 */
export const studioInstructions = {
  firstTable: {
    instruction: 'create a table called tasks with a title and a done checkbox',
    plans: {
      service: 'backend',
      type: 'schema',
      outcome: { tables: { tasks: { columns: { title: 'text', done: 'boolean' }, rls: true } } },
    },
  },
  uploadsBucket: {
    instruction: 'Create a public bucket called uploads',
    plans: { service: 'backend', type: 'storage', outcome: { buckets: ['uploads'] } },
  },
  signIns: {
    instruction: 'set up sign in with profiles that have display name and bio',
    plans: {
      service: 'backend',
      type: 'data',
      outcome: { tables: { profiles: { columns: { display_name: 'text', bio: 'text' } } } },
    },
  },
  branch: {
    instruction: 'create a branch called feature-login',
    plans: { service: 'git', type: 'branch', outcome: { branches: ['feature-login'] } },
  },
  deployMain: {
    instruction: 'deploy main to production',
    plans: {
      service: 'hosting',
      type: 'deploy',
      outcome: { deploys: { live: { branch: 'main', context: 'production' } } },
    },
  },
  publish: {
    instruction: 'deploy to production',
    plans: {
      service: 'hosting',
      type: 'deploy',
      outcome: { deploys: { live: { branch: 'main', context: 'production' } } },
    },
  },
} as const satisfies Record<string, PlannedInstruction>;
