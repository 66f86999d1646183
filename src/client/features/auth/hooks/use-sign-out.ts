import { toast } from '@client/lib/toast';
import { TOASTS } from '@shared/constants/errors';
import { TOAST_MS } from '@shared/constants/timings';
import { useSignOutMutation } from '@client/data/auth/sign-out-mutation';

/**
 * Signs out and forgets every cached answer that belonged to the account. `leave` (navigating
 * away) starts first, so a members-only page sees a navigation under way, not a visitor to send to /auth.
 */
export const useSignOut = (leave?: () => Promise<void>) =>
  useSignOutMutation({
    beforeForget: leave,
    onSuccess: () => {
      toast.success(TOASTS.signedOut, { duration: TOAST_MS });
    },
    onError: (error) => {
      toast.error(TOASTS.signOutFailed, { description: error.message, duration: TOAST_MS });
    },
  });
