import { toast } from '@client/lib/toast';
import { TOASTS } from '@shared/constants/errors';
import { TOAST_MS } from '@shared/constants/timings';
import { useUpdateProfileMutation } from '@client/data/auth/update-profile-mutation';

/** Saves profile fields and says so. */
export const useUpdateProfile = () =>
  useUpdateProfileMutation({
    onSuccess: () => {
      toast.success(TOASTS.profileUpdated, { duration: TOAST_MS });
    },
    onError: (error) => {
      toast.error(TOASTS.profileUpdateFailed, { description: error.message, duration: TOAST_MS });
    },
  });
