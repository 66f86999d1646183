import type { Project } from '@shared/contracts/projects';
import { apiFetch } from '@client/lib/api-client';

export class NoProjectError extends Error {
  constructor() {
    super('Create a project first, then put it online.');
    this.name = 'NoProjectError';
  }
}

interface ExecuteAnswer {
  ok: boolean;
  result?: unknown;
}

/**
 * Puts the user's newest project online the way the studio does: plan "deploy to production"
 * on the hosting service, then execute that plan.
 */
export async function deployLatestProject(): Promise<Project> {
  const { projects } = await apiFetch<{ projects: Project[] }>('/api/projects');
  const project = projects[0];
  if (!project) throw new NoProjectError();
  const { plan } = await apiFetch<{ plan: { id: string } }>(`/api/projects/${project.id}/plans`, {
    method: 'POST',
    body: { instruction: 'deploy to production', service: 'hosting' },
  });
  const answer = await apiFetch<ExecuteAnswer>(
    `/api/projects/${project.id}/operations/${plan.id}/execute`,
    {
      method: 'POST',
      body: {},
    },
  );
  if (!answer.ok)
    throw new Error('The deploy did not finish. Open the studio to see what happened.');
  return project;
}
