import { toast } from '@client/lib/toast';
import { TOAST_MS } from '@shared/constants/timings';
import { useChangePasswordMutation } from '@client/data/auth/change-password-mutation';
import { useDeleteAccountMutation } from '@client/data/auth/delete-account-mutation';
import { useRevokeSessionMutation } from '@client/data/auth/revoke-session-mutation';

export const useRevokeSession = () =>
  useRevokeSessionMutation({
    onSuccess: () => {
      toast.success('Session ended', {
        description: 'That browser is now signed out.',
        duration: TOAST_MS,
      });
    },
    onError: (error) =>
      toast.error('Could not end the session', { description: error.message, duration: TOAST_MS }),
  });

export const useChangePassword = (onDone: () => void) =>
  useChangePasswordMutation({
    onSuccess: ({ endedSessions }) => {
      const others =
        endedSessions === 1 ? '1 other browser was' : `${endedSessions} other browsers were`;
      toast.success('Password changed', {
        description: `${others} signed out.`,
        duration: TOAST_MS,
      });
      onDone();
    },
    onError: (error) =>
      toast.error('Password not changed', { description: error.message, duration: TOAST_MS }),
  });

export const useDeleteAccount = () =>
  useDeleteAccountMutation({
    onSuccess: () => {
      toast.success('Account deleted', {
        description: 'Your account, projects and data have been removed.',
        duration: TOAST_MS,
      });
    },
    onError: (error) =>
      toast.error('Account not deleted', { description: error.message, duration: TOAST_MS }),
  });
