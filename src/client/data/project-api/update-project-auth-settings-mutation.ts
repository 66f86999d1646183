import type {
  ProjectAuthSettings,
  UpdateProjectAuthSettings,
} from '@shared/contracts/project-auth';
import { apiFetch } from '@client/lib/api-client';
import type { MutationHookOptions } from '../mutation-hook-options';
import { useOptimisticMutation } from '../optimistic-mutation';
import { projectApiKeys } from './keys';
import { projectAuthSettingsPath } from './project-auth-settings-query';

export function updateProjectAuthSettings(projectId: string, body: UpdateProjectAuthSettings) {
  return apiFetch<ProjectAuthSettings>(projectAuthSettingsPath(projectId), { method: 'PUT', body });
}

/**
 * Saves the sign-in switches given, showing the new value at once; a failed save puts the old value
 * back and leaves the error on the mutation for the component to show beside the control.
 */
export const useUpdateProjectAuthSettingsMutation = (
  projectId: string,
  options?: MutationHookOptions<ProjectAuthSettings, UpdateProjectAuthSettings>,
) =>
  useOptimisticMutation(
    projectApiKeys.authSettings(projectId),
    (body: UpdateProjectAuthSettings) => updateProjectAuthSettings(projectId, body),
    (previous, body) => (previous ? { ...previous, ...body } : previous),
    options,
  );
