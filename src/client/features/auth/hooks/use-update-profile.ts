import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@client/lib/toast';
import type { SessionResponse } from '@shared/contracts/auth';
import { TOASTS } from '@shared/constants/errors';
import { TOAST_MS } from '@shared/constants/timings';
import { authKeys } from '../api/get-session';
import { updateProfile } from '../api/update-profile';

/** Saves profile fields and keeps the session's name in step with them. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: ({ profile }) => {
      queryClient.setQueryData<SessionResponse>(authKeys.session(), (session) =>
        session?.user
          ? { user: { ...session.user, firstName: profile.firstName, lastName: profile.lastName } }
          : session,
      );
      toast.success(TOASTS.profileUpdated, { duration: TOAST_MS });
    },
    onError: (error) => {
      toast.error(TOASTS.profileUpdateFailed, { description: error.message, duration: TOAST_MS });
    },
  });
}
