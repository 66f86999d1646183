import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProjectAuthSettings } from '@shared/contracts/project-auth';
import { apiFetch } from '@client/lib/api-client';
import { projectApiKeys } from './keys';

export const projectAuthSettingsPath = (projectId: string) =>
  `/api/projects/${encodeURIComponent(projectId)}/auth/settings`;

export function getProjectAuthSettings(projectId: string, signal?: AbortSignal) {
  return apiFetch<ProjectAuthSettings>(projectAuthSettingsPath(projectId), { signal });
}

export const projectAuthSettingsQueryOptions = (projectId: string) =>
  queryOptions({
    queryKey: projectApiKeys.authSettings(projectId),
    queryFn: ({ signal }) => getProjectAuthSettings(projectId, signal),
  });

/** How the project's own app signs its end users up. */
export const useProjectAuthSettingsQuery = (projectId: string) =>
  useQuery(projectAuthSettingsQueryOptions(projectId));
