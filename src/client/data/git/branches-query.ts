import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BranchesResponse } from '@shared/contracts/project-state';
import { apiFetch } from '@client/lib/api-client';
import { gitKeys } from './keys';

export const getBranches = (projectId: string, signal?: AbortSignal) =>
  apiFetch<BranchesResponse>(`/api/projects/${projectId}/git/branches`, { signal });

export const branchesQueryOptions = (projectId: string) =>
  queryOptions({
    queryKey: gitKeys.branches(projectId),
    queryFn: ({ signal }) => getBranches(projectId, signal),
  });

export const useBranchesQuery = (projectId: string) => useQuery(branchesQueryOptions(projectId));
