import { queryOptions } from '@tanstack/react-query';
import type { Project } from '@shared/contracts/projects';
import { apiFetch } from '@client/lib/api-client';

export const projectKeys = {
  all: ['projects'] as const,
  list: () => [...projectKeys.all, 'list'] as const,
};

export const projectListQueryOptions = () =>
  queryOptions({
    queryKey: projectKeys.list(),
    queryFn: ({ signal }) =>
      apiFetch<{ projects: Project[] }>('/api/projects', { signal }).then(
        (answer) => answer.projects,
      ),
    staleTime: 30_000,
  });
