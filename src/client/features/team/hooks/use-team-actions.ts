import { TOAST_MS } from '@shared/constants/timings';
import { toast } from '@client/lib/toast';
import { useApproveAccessRequestMutation } from '@client/data/team/approve-access-request-mutation';
import { useCancelInvitationMutation } from '@client/data/team/cancel-invitation-mutation';
import { useChangeMemberRoleMutation } from '@client/data/team/change-member-role-mutation';
import { useDeclineAccessRequestMutation } from '@client/data/team/decline-access-request-mutation';
import { useInviteMemberMutation } from '@client/data/team/invite-member-mutation';
import { useRemoveMemberMutation } from '@client/data/team/remove-member-mutation';

/** Invite, cancel, change a role and remove: each refreshes the team and says what happened. */
export function useTeamActions(projectId: string) {
  const failed = (title: string) => (error: Error) =>
    toast.error(title, { description: error.message, duration: TOAST_MS });
  const done = (title: string, description?: string) => () =>
    toast.success(title, { description, duration: TOAST_MS });

  return {
    invite: useInviteMemberMutation(projectId, {
      onSuccess: ({ invitation }) => {
        toast.success('Invitation Sent', {
          description: `We e-mailed ${invitation.email} a link to join as ${invitation.role}.`,
          duration: TOAST_MS,
        });
      },
      onError: failed('Invitation not sent'),
    }),
    cancel: useCancelInvitationMutation(projectId, {
      onSuccess: done('Invitation cancelled'),
      onError: failed('Could not cancel the invitation'),
    }),
    changeRole: useChangeMemberRoleMutation(projectId, {
      onSuccess: done('Role changed'),
      onError: failed('Could not change the role'),
    }),
    approve: useApproveAccessRequestMutation(projectId, {
      onSuccess: done('Request approved', 'They are now a member of this project.'),
      onError: failed('Could not approve the request'),
    }),
    decline: useDeclineAccessRequestMutation(projectId, {
      onSuccess: done('Request declined'),
      onError: failed('Could not decline the request'),
    }),
    remove: useRemoveMemberMutation(projectId, {
      onSuccess: done('Member removed'),
      onError: failed('Could not remove the member'),
    }),
  };
}
