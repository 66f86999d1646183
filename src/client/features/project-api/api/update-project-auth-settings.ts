import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProjectAuthSettings } from '@shared/contracts/project-auth';
import { TOAST_MS } from '@shared/constants/timings';
import { apiFetch } from '@client/lib/api-client';
import { toast } from '@client/lib/toast';
import { projectAuthSettingsPath } from './get-project-auth-settings';
import { projectAuthSettingsKeys } from './project-auth-settings-keys';

export function updateProjectAuthSettings(projectId: string, body: ProjectAuthSettings) {
  return apiFetch<ProjectAuthSettings>(projectAuthSettingsPath(projectId), { method: 'PUT', body });
}

/**
 * Saves the sign-up settings, showing the new value at once; a failed save puts the old value
 * back and leaves the error on the mutation for the component to show beside the control.
 */
export function useUpdateProjectAuthSettings(projectId: string) {
  const queryClient = useQueryClient();
  const queryKey = projectAuthSettingsKeys.detail(projectId);
  return useMutation({
    mutationFn: (body: ProjectAuthSettings) => updateProjectAuthSettings(projectId, body),
    onMutate: async (body) => {
      // A read still on its way would otherwise overwrite the new value with the old one.
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData<ProjectAuthSettings>(queryKey);
      queryClient.setQueryData<ProjectAuthSettings>(queryKey, body);
      return { previous };
    },
    onError: (_error, _body, context) => {
      if (context?.previous) queryClient.setQueryData(queryKey, context.previous);
    },
    onSuccess: (answer) => {
      queryClient.setQueryData(queryKey, answer);
      toast.success(
        answer.confirmEmail
          ? 'New users now confirm their e-mail before signing in'
          : 'New users can now sign in straight away',
        { duration: TOAST_MS },
      );
    },
  });
}
