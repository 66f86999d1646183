import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@client/lib/api-client';
import { projectUsersKeys } from './keys';

export interface ProjectUserRequest {
  projectId: string;
  userId: string;
}

/** Deletes one of the project's end users (owners and admins). */
export const deleteProjectUser = ({ projectId, userId }: ProjectUserRequest) =>
  apiFetch<void>(`/api/projects/${projectId}/auth/users/${userId}`, { method: 'DELETE' });

export function useDeleteProjectUserMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProjectUser,
    onSettled: (_answer, _error, { projectId }) =>
      queryClient.invalidateQueries({ queryKey: projectUsersKeys.all(projectId) }),
  });
}
