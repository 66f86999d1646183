import { queryOptions } from '@tanstack/react-query';
import type {
  BranchesResponse,
  Deploy,
  LogResponse,
  SchemaResponse,
  SiteResponse,
} from '@shared/contracts/project-state';
import { apiFetch } from '@client/lib/api-client';

/** Under ['projects', id] so running an operation refreshes the live state it changed. */
export const projectStateKeys = {
  project: (projectId: string) => ['projects', projectId] as const,
  schema: (projectId: string) => [...projectStateKeys.project(projectId), 'schema'] as const,
  branches: (projectId: string) => [...projectStateKeys.project(projectId), 'branches'] as const,
  log: (projectId: string, branch: string) =>
    [...projectStateKeys.project(projectId), 'log', branch] as const,
  deploys: (projectId: string) => [...projectStateKeys.project(projectId), 'deploys'] as const,
  site: (projectId: string) => [...projectStateKeys.project(projectId), 'site'] as const,
};

const get = <T>(path: string, signal: AbortSignal) => apiFetch<T>(path, { signal });

export const schemaQueryOptions = (projectId: string) =>
  queryOptions({
    queryKey: projectStateKeys.schema(projectId),
    queryFn: ({ signal }) =>
      get<SchemaResponse>(`/api/projects/${projectId}/database/schema`, signal),
  });

export const branchesQueryOptions = (projectId: string) =>
  queryOptions({
    queryKey: projectStateKeys.branches(projectId),
    queryFn: ({ signal }) =>
      get<BranchesResponse>(`/api/projects/${projectId}/git/branches`, signal),
  });

export const logQueryOptions = (projectId: string, branch: string) =>
  queryOptions({
    queryKey: projectStateKeys.log(projectId, branch),
    queryFn: ({ signal }) =>
      get<LogResponse>(
        `/api/projects/${projectId}/git/log?branch=${encodeURIComponent(branch)}&limit=5`,
        signal,
      ),
  });

export const deploysQueryOptions = (projectId: string) =>
  queryOptions({
    queryKey: projectStateKeys.deploys(projectId),
    queryFn: ({ signal }) =>
      get<{ deploys: Deploy[] }>(`/api/projects/${projectId}/deploys`, signal).then(
        (body) => body.deploys,
      ),
  });

export const siteQueryOptions = (projectId: string) =>
  queryOptions({
    queryKey: projectStateKeys.site(projectId),
    queryFn: ({ signal }) => get<SiteResponse>(`/api/projects/${projectId}/site`, signal),
  });
