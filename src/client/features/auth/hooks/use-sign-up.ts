import { toast } from '@client/lib/toast';
import { TOASTS } from '@shared/constants/errors';
import { TOAST_MS } from '@shared/constants/timings';
import { useSignUpMutation } from '@client/data/auth/sign-up-mutation';

export const WELCOME_NEW_USER = 'Welcome to Bridge Studio!';

/** Creates the account; without e-mail confirmation the server has signed the user in already. */
export const useSignUp = () =>
  useSignUpMutation({
    onSuccess: ({ confirmationRequired }) => {
      if (confirmationRequired)
        toast.success(TOASTS.checkEmail.title, {
          description: TOASTS.checkEmail.message,
          duration: TOAST_MS,
        });
      else toast.success(WELCOME_NEW_USER, { duration: TOAST_MS });
    },
    onError: (error) => {
      toast.error(TOASTS.signUpFailed, { description: error.message, duration: TOAST_MS });
    },
  });
