import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@client/lib/toast';
import { TOASTS } from '@shared/constants/errors';
import { TOAST_MS } from '@shared/constants/timings';
import { authKeys } from '../api/get-session';
import { signUp } from '../api/sign-up';

export const WELCOME_NEW_USER = 'Welcome to Bridge Studio!';

/** Creates the account; without e-mail confirmation the server has signed the user in already. */
export function useSignUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signUp,
    onSuccess: ({ user, confirmationRequired }) => {
      if (confirmationRequired) {
        toast.success(TOASTS.checkEmail.title, {
          description: TOASTS.checkEmail.message,
          duration: TOAST_MS,
        });
        return;
      }
      queryClient.setQueryData(authKeys.session(), { user });
      toast.success(WELCOME_NEW_USER, { duration: TOAST_MS });
    },
    onError: (error) => {
      toast.error(TOASTS.signUpFailed, { description: error.message, duration: TOAST_MS });
    },
  });
}
