import { queryOptions } from '@tanstack/react-query';
import type { CreateProjectBody, Project } from '@shared/contracts/projects';
import { apiFetch } from '@client/lib/api-client';

/** Every project-scoped query lives under ['projects', id], so one invalidation refreshes a project. */
export const projectKeys = {
  all: ['projects'] as const,
  list: () => [...projectKeys.all, 'list'] as const,
};

export const projectsQueryOptions = () =>
  queryOptions({
    queryKey: projectKeys.list(),
    queryFn: ({ signal }) =>
      apiFetch<{ projects: Project[] }>('/api/projects', { signal }).then((body) => body.projects),
    staleTime: 30_000,
  });

export async function createProject(body: CreateProjectBody): Promise<Project> {
  const { project } = await apiFetch<{ project: Project }>('/api/projects', {
    method: 'POST',
    body,
  });
  return project;
}
