import {
  AUTH_SETTINGS,
  type AuthSetting,
  type UpdateProjectAuthSettings,
} from '@shared/contracts/project-auth';
import { TOAST_MS } from '@shared/constants/timings';
import { toast } from '@client/lib/toast';
import { useUpdateProjectAuthSettingsMutation } from '@client/data/project-api/update-project-auth-settings-mutation';

/** What each switch now means for the app's users, by its new value. */
const SAVED: Readonly<Record<AuthSetting, { on: string; off: string }>> = {
  emailPassword: {
    on: 'People can now sign up and sign in with e-mail and password',
    off: 'Nobody can sign up or sign in with e-mail and password now',
  },
  signups: {
    on: 'New people can now sign up',
    off: 'New people can no longer sign up; members can still sign in',
  },
  confirmEmail: {
    on: 'New users now confirm their e-mail before signing in',
    off: 'New users can now sign in straight away',
  },
};

/** Saves a sign-in setting and says what the app's users will now do. */
export const useUpdateProjectAuthSettings = (projectId: string) =>
  useUpdateProjectAuthSettingsMutation(projectId, {
    onSuccess: (answer, changes: UpdateProjectAuthSettings) => {
      for (const setting of AUTH_SETTINGS.filter((s: AuthSetting) => changes[s] !== undefined))
        toast.success(SAVED[setting][answer[setting] ? 'on' : 'off'], { duration: TOAST_MS });
      if (changes.passwordMinLength !== undefined)
        toast.success(
          `Passwords for your app now need at least ${answer.passwordMinLength} characters`,
          { duration: TOAST_MS },
        );
    },
  });
