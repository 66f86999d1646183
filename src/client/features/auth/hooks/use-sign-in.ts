import { toast } from '@client/lib/toast';
import { TOASTS } from '@shared/constants/errors';
import { TOAST_MS } from '@shared/constants/timings';
import { useSignInMutation } from '@client/data/auth/sign-in-mutation';

/** Signs in; on success the session query holds the user, so pages that need one re-render. */
export const useSignIn = () =>
  useSignInMutation({
    onSuccess: () => {
      toast.success(TOASTS.welcomeBack, { duration: TOAST_MS });
    },
    onError: (error) => {
      toast.error(TOASTS.signInFailed, { description: error.message, duration: TOAST_MS });
    },
  });
