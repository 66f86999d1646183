import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@client/lib/toast';
import { TOASTS } from '@shared/constants/errors';
import { TOAST_MS } from '@shared/constants/timings';
import { authKeys } from '../api/get-session';
import { signOut } from '../api/sign-out';

/**
 * Signs out and forgets every cached answer that belonged to the account. `leave` (navigating
 * away) starts first, so a members-only page sees a navigation under way, not a visitor to send to /auth.
 */
export function useSignOut(leave?: () => Promise<void>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOut,
    onSuccess: async () => {
      await leave?.();
      queryClient.setQueryData(authKeys.session(), { user: null });
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== authKeys.all[0] });
      toast.success(TOASTS.signedOut, { duration: TOAST_MS });
    },
    onError: (error) => {
      toast.error(TOASTS.signOutFailed, { description: error.message, duration: TOAST_MS });
    },
  });
}
