import { queryOptions } from '@tanstack/react-query';
import type { Project } from '@shared/contracts/projects';
import { apiFetch } from '@client/lib/api-client';
import { monitorKeys } from './monitor-keys';

/** The user's projects, to choose which one the card watches. */
export const monitoredProjectsQueryOptions = () =>
  queryOptions({
    queryKey: monitorKeys.projects(),
    queryFn: ({ signal }) => apiFetch<{ projects: Project[] }>('/api/projects', { signal }).then((r) => r.projects),
    staleTime: 30_000,
  });
