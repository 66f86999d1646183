import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@client/lib/toast';
import { TOAST_MS } from '@shared/constants/timings';
import { accountSessionsKey, revokeSession } from '../api/account-sessions';
import { changePassword } from '../api/change-password';
import { deleteAccount } from '../api/delete-account';
import { authKeys } from '../api/get-session';

export function useRevokeSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeSession,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: accountSessionsKey() });
      toast.success('Session ended', {
        description: 'That browser is now signed out.',
        duration: TOAST_MS,
      });
    },
    onError: (error) =>
      toast.error('Could not end the session', { description: error.message, duration: TOAST_MS }),
  });
}

export function useChangePassword(onDone: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    onSuccess: ({ endedSessions }) => {
      void queryClient.invalidateQueries({ queryKey: accountSessionsKey() });
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
}

export function useDeleteAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAccount,
    // Clearing the session sends the (protected) settings page on to the sign-in page.
    onSuccess: () => {
      queryClient.setQueryData(authKeys.session(), { user: null });
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== authKeys.all[0] });
      toast.success('Account deleted', {
        description: 'Your account, projects and data have been removed.',
        duration: TOAST_MS,
      });
    },
    onError: (error) =>
      toast.error('Account not deleted', { description: error.message, duration: TOAST_MS }),
  });
}
