import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SiteResponse } from '@shared/contracts/project-state';
import { apiFetch } from '@client/lib/api-client';
import { siteKeys } from './keys';

export const getSite = (projectId: string, signal?: AbortSignal) =>
  apiFetch<SiteResponse>(`/api/projects/${projectId}/site`, { signal });

export const siteQueryOptions = (projectId: string) =>
  queryOptions({
    queryKey: siteKeys.detail(projectId),
    queryFn: ({ signal }) => getSite(projectId, signal),
  });

/** The project's site: its address, live deploy, domains and environment. */
export const useSiteQuery = (projectId: string) => useQuery(siteQueryOptions(projectId));
