import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Deploy } from '@shared/contracts/project-state';
import { apiFetch } from '@client/lib/api-client';
import { deployKeys } from './keys';

export const getDeploys = (projectId: string, signal?: AbortSignal) =>
  apiFetch<{ deploys: Deploy[] }>(`/api/projects/${projectId}/deploys`, { signal }).then(
    (body) => body.deploys,
  );

export const deploysQueryOptions = (projectId: string) =>
  queryOptions({
    queryKey: deployKeys.list(projectId),
    queryFn: ({ signal }) => getDeploys(projectId, signal),
  });

/** The project's deploys, newest first. */
export const useDeploysQuery = (projectId: string) => useQuery(deploysQueryOptions(projectId));
