import { TOAST_MS } from '@shared/constants/timings';
import { toast } from '@client/lib/toast';
import { useUpdateProjectAuthSettingsMutation } from '@client/data/project-api/update-project-auth-settings-mutation';

/** Saves the sign-up settings and says what new users will now do. */
export const useUpdateProjectAuthSettings = (projectId: string) =>
  useUpdateProjectAuthSettingsMutation(projectId, {
    onSuccess: (answer) => {
      toast.success(
        answer.confirmEmail
          ? 'New users now confirm their e-mail before signing in'
          : 'New users can now sign in straight away',
        { duration: TOAST_MS },
      );
    },
  });
