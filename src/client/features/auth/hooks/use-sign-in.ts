import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@client/lib/toast';
import { TOASTS } from '@shared/constants/errors';
import { TOAST_MS } from '@shared/constants/timings';
import { authKeys } from '../api/get-session';
import { signIn } from '../api/sign-in';

/** Signs in; on success the session query holds the user, so pages that need one re-render. */
export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signIn,
    onSuccess: ({ user }) => {
      queryClient.setQueryData(authKeys.session(), { user });
      toast.success(TOASTS.welcomeBack, { duration: TOAST_MS });
    },
    onError: (error) => {
      toast.error(TOASTS.signInFailed, { description: error.message, duration: TOAST_MS });
    },
  });
}
