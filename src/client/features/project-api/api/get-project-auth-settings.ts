import { queryOptions } from '@tanstack/react-query';
import type { ProjectAuthSettings } from '@shared/contracts/project-auth';
import { apiFetch } from '@client/lib/api-client';
import { projectAuthSettingsKeys } from './project-auth-settings-keys';

export const projectAuthSettingsPath = (projectId: string) =>
  `/api/projects/${encodeURIComponent(projectId)}/auth/settings`;

export function getProjectAuthSettings(projectId: string, signal?: AbortSignal) {
  return apiFetch<ProjectAuthSettings>(projectAuthSettingsPath(projectId), { signal });
}

export const projectAuthSettingsQueryOptions = (projectId: string) =>
  queryOptions({
    queryKey: projectAuthSettingsKeys.detail(projectId),
    queryFn: ({ signal }) => getProjectAuthSettings(projectId, signal),
  });
