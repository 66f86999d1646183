import type { CreateProjectBody, Project } from '@shared/contracts/projects';
import { EVENT_NAMES } from '@shared/contracts/analytics';
import { apiFetch } from '@client/lib/api-client';

export const projectKeys = { all: ['projects'] as const };

export async function createProject(body: CreateProjectBody): Promise<Project> {
  const { project } = await apiFetch<{ project: Project }>('/api/projects', {
    method: 'POST',
    body,
  });
  return project;
}

/** Counts a template towards the user's activity; a failure here never undoes the project. */
export async function recordTemplateUsed(project: Project): Promise<void> {
  if (!project.template) return;
  await apiFetch('/api/analytics/events', {
    method: 'POST',
    body: {
      name: EVENT_NAMES.templateUsed,
      projectId: project.id,
      properties: { template: project.template },
    },
  }).catch(() => undefined);
}
