import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@client/lib/api-client';
import type { ProjectUserRequest } from './delete-project-user-mutation';

/** E-mails an end user a link to choose a new password (owners and admins). */
export const sendPasswordReset = ({ projectId, userId }: ProjectUserRequest) =>
  apiFetch<void>(`/api/projects/${projectId}/auth/users/${userId}/password-reset`, {
    method: 'POST',
  });

export const useSendPasswordResetMutation = () => useMutation({ mutationFn: sendPasswordReset });
