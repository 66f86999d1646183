import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Role } from '@shared/constants/roles';
import type { InviteBody } from '@shared/contracts/team';
import { TOAST_MS } from '@shared/constants/timings';
import { toast } from '@client/lib/toast';
import {
  approveRequest,
  cancelInvitation,
  changeRole,
  declineRequest,
  invite,
  removeMember,
  teamKeys,
} from '../api/team-api';

/** Invite, cancel, change a role and remove: each refreshes the team and says what happened. */
export function useTeamActions(projectId: string) {
  const queryClient = useQueryClient();
  const refresh = () =>
    void queryClient.invalidateQueries({ queryKey: teamKeys.project(projectId) });
  const failed = (title: string) => (error: Error) =>
    toast.error(title, { description: error.message, duration: TOAST_MS });

  return {
    invite: useMutation({
      mutationFn: (body: InviteBody) => invite(projectId, body),
      onSuccess: ({ invitation }) => {
        refresh();
        toast.success('Invitation Sent', {
          description: `We e-mailed ${invitation.email} a link to join as ${invitation.role}.`,
          duration: TOAST_MS,
        });
      },
      onError: failed('Invitation not sent'),
    }),
    cancel: useMutation({
      mutationFn: (invitationId: string) => cancelInvitation(projectId, invitationId),
      onSuccess: () => {
        refresh();
        toast.success('Invitation cancelled', { duration: TOAST_MS });
      },
      onError: failed('Could not cancel the invitation'),
    }),
    changeRole: useMutation({
      mutationFn: ({ userId, role }: { userId: string; role: Exclude<Role, 'owner'> }) =>
        changeRole(projectId, userId, role),
      onSuccess: () => {
        refresh();
        toast.success('Role changed', { duration: TOAST_MS });
      },
      onError: failed('Could not change the role'),
    }),
    approve: useMutation({
      mutationFn: ({ userId, role }: { userId: string; role: Exclude<Role, 'owner'> }) =>
        approveRequest(projectId, userId, role),
      onSuccess: () => {
        refresh();
        toast.success('Request approved', {
          description: 'They are now a member of this project.',
          duration: TOAST_MS,
        });
      },
      onError: failed('Could not approve the request'),
    }),
    decline: useMutation({
      mutationFn: (userId: string) => declineRequest(projectId, userId),
      onSuccess: () => {
        refresh();
        toast.success('Request declined', { duration: TOAST_MS });
      },
      onError: failed('Could not decline the request'),
    }),
    remove: useMutation({
      mutationFn: (userId: string) => removeMember(projectId, userId),
      onSuccess: () => {
        refresh();
        toast.success('Member removed', { duration: TOAST_MS });
      },
      onError: failed('Could not remove the member'),
    }),
  };
}
