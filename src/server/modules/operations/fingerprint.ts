import { createHash } from 'node:crypto';
import { serviceOfStep, type PlanDraft, type Service } from '@shared/contracts/plan';
import type { ProjectRow } from '../projects/repository';
import type { ProjectWorkspace } from '../projects/workspace';

const hash = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('hex');

/**
 * The service a plan acts on: its steps' one service, else its label. A plan filed under hosting
 * whose steps are SQL is checked against the database its SQL runs on, not against the site.
 */
export function targetOf(plan: Pick<PlanDraft, 'service' | 'steps'>): Service {
  const services = new Set(plan.steps.map(serviceOfStep));
  const [only] = services;
  return services.size === 1 && only ? only : plan.service;
}

/** What a plan was made against: the schema, the branch heads, or the live deploy and site settings. */
export async function targetFingerprint(
  workspace: ProjectWorkspace,
  project: ProjectRow,
  service: Service,
): Promise<string> {
  switch (service) {
    case 'backend':
      return (await workspace.database(project)).fingerprint();
    case 'git':
      return hash((await workspace.git(project).listBranches()).branches);
    case 'hosting': {
      const site = await workspace.host.describeSite(project.id).catch(() => null);
      return hash(site ? [site.liveDeployId, site.env, site.domains] : 'no-site');
    }
  }
}

export const TARGET_WORDS: Record<Service, string> = {
  backend: 'database',
  git: 'repository',
  hosting: 'site',
};
