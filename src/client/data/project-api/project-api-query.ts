import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProjectApiResponse } from '@shared/contracts/project-api';
import { apiFetch } from '@client/lib/api-client';
import { projectApiKeys } from './keys';

export function getProjectApi(projectId: string, signal?: AbortSignal) {
  return apiFetch<ProjectApiResponse>(`/api/projects/${encodeURIComponent(projectId)}/api`, {
    signal,
  });
}

/** For owners the answer holds the service-role key: it is not kept once no page shows it. */
export const projectApiQueryOptions = (projectId: string) =>
  queryOptions({
    queryKey: projectApiKeys.detail(projectId),
    queryFn: ({ signal }) => getProjectApi(projectId, signal),
    gcTime: 0,
  });

export const useProjectApiQuery = (projectId: string) =>
  useQuery(projectApiQueryOptions(projectId));
