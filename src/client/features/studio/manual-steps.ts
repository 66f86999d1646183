import type { Service, ServiceChoice } from '@shared/contracts/plan';

/** Auto mode's rule: deploy goes to hosting, branch to version control, the rest to the backend. */
export function guessService(instruction: string, choice: ServiceChoice): Service {
  if (choice !== 'auto') return choice;
  const text = instruction.toLowerCase();
  if (text.includes('deploy')) return 'hosting';
  if (text.includes('branch')) return 'git';
  return 'backend';
}

/** What a founder can do by hand while the studio is still connecting. */
export const MANUAL_STEPS: Record<Service, string[]> = {
  backend: [
    "Open your database's SQL editor.",
    'Write the change as SQL, for example: create table tasks (id uuid primary key, title text);',
    'Run it, then check that the table appears in the table list.',
  ],
  git: [
    'Open a terminal in your project folder.',
    'Run the git command, for example: git checkout -b feature-login',
    'Share it with your team: git push -u origin feature-login',
  ],
  hosting: [
    'Build the site: npm run build',
    "Upload the build folder (dist) with your host's deploy command or dashboard.",
    'Open the site address to check the new version.',
  ],
};

export const CONNECTING_REPLY =
  "I'm still working on connecting to your project, so I can only guide you for now. Here is how to do it by hand:";
