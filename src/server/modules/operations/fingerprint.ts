import { createHash } from 'node:crypto';
import type { Service } from '@shared/contracts/plan';
import type { ProjectRow } from '../projects/repository';
import type { ProjectWorkspace } from '../projects/workspace';

const hash = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('hex');

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
