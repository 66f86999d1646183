import type { Service } from '@shared/contracts/plan';
import type { Deploy, TableInfo } from '@shared/contracts/project-state';

/** What the project holds today, read from its database, code and hosting. */
export interface ProjectFacts {
  tables: Pick<TableInfo, 'schema' | 'name' | 'rls'>[];
  branches: { current: string; names: string[] };
  deploys: Pick<Deploy, 'state' | 'context'>[];
}

/** An instruction the studio can plan, said as the next step it brings. */
export interface Suggestion {
  service: Service;
  label: string;
  instruction: string;
}

// Every project starts with the profiles table that sign-ins use; the app's own tables are the rest.
const BUILT_IN_TABLES = new Set(['profiles']);

function forDatabase(tables: ProjectFacts['tables']): Suggestion {
  const own = tables.filter((t) => t.schema === 'public' && !BUILT_IN_TABLES.has(t.name));
  const first = own[0];
  if (!first)
    return {
      service: 'backend',
      label: 'Create your first table',
      instruction: 'create a table called tasks with a title and a done checkbox',
    };
  const open = own.find((t) => !t.rls);
  if (open)
    return {
      service: 'backend',
      label: `Keep each person's ${open.name} private`,
      instruction: `each user should only see their own ${open.name}`,
    };
  return {
    service: 'backend',
    label: `Add a due date to ${first.name}`,
    instruction: `give ${first.name} a due date`,
  };
}

function forCode({ current, names }: ProjectFacts['branches']): Suggestion {
  const other = names.find((name) => name !== current);
  if (other)
    return {
      service: 'git',
      label: `Bring the ${other} branch into ${current}`,
      instruction: `merge ${other} into ${current}`,
    };
  return {
    service: 'git',
    label: 'Try changes on a separate branch',
    instruction: `create a branch called redesign from ${current}`,
  };
}

function forHosting(deploys: ProjectFacts['deploys'], branch: string): Suggestion {
  const live = deploys.some((d) => d.context === 'production' && d.state === 'ready');
  return {
    service: 'hosting',
    label: live ? 'Publish your latest changes' : 'Put your site online',
    instruction: `deploy ${branch} to production`,
  };
}

/** One next step for each service, chosen from what the project already has. */
export function suggestedInstructions(facts: ProjectFacts): Suggestion[] {
  return [
    forDatabase(facts.tables),
    forCode(facts.branches),
    forHosting(facts.deploys, facts.branches.current),
  ];
}
