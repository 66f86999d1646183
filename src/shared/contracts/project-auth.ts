import { z } from 'zod';

/**
 * The project's own app's sign-in switches (docs/decisions/033-sign-in-method-settings.md):
 * `emailPassword` lets end users sign up and in with an e-mail and password (GoTrue's
 * `EXTERNAL_EMAIL_ENABLED`), `signups` lets new people sign up (its `DISABLE_SIGNUP`, inverted),
 * `confirmEmail` makes a new end user follow the e-mailed link before signing in (its
 * `MAILER_AUTOCONFIRM`, inverted).
 */
export const AUTH_SETTINGS = ['emailPassword', 'signups', 'confirmEmail'] as const;
export const authSetting = z.enum(AUTH_SETTINGS);
export type AuthSetting = z.infer<typeof authSetting>;

/**
 * The shortest password the app's users may choose (GoTrue's `PASSWORD_MIN_LENGTH`, 6 by default),
 * and the most it may be set to: bcrypt, which GoTrue keeps the limit of, ignores bytes past 72.
 */
const PASSWORD_MIN_LENGTH_DEFAULT = 6;
export const PASSWORD_MIN_LENGTH_LOWEST = 6;
export const PASSWORD_MIN_LENGTH_HIGHEST = 72;
export const passwordMinLength = z
  .number()
  .int('The minimum password length is a whole number of characters.')
  .min(
    PASSWORD_MIN_LENGTH_LOWEST,
    `The minimum password length can be ${PASSWORD_MIN_LENGTH_LOWEST} to ${PASSWORD_MIN_LENGTH_HIGHEST} characters.`,
  )
  .max(
    PASSWORD_MIN_LENGTH_HIGHEST,
    `The minimum password length can be ${PASSWORD_MIN_LENGTH_LOWEST} to ${PASSWORD_MIN_LENGTH_HIGHEST} characters.`,
  );

/** `GET /api/projects/:id/auth/settings`, and `PUT`'s answer. */
export const projectAuthSettings = z.object({
  emailPassword: z.boolean(),
  signups: z.boolean(),
  confirmEmail: z.boolean(),
  passwordMinLength,
});
export type ProjectAuthSettings = z.infer<typeof projectAuthSettings>;

/** What a project that never changed a setting has: e-mail sign-in, open sign-ups, no confirmation, 6 characters. */
export const DEFAULT_AUTH_SETTINGS: Readonly<ProjectAuthSettings> = {
  emailPassword: true,
  signups: true,
  confirmEmail: false,
  passwordMinLength: PASSWORD_MIN_LENGTH_DEFAULT,
};

/** `PUT /api/projects/:id/auth/settings`: the settings to change; the others stay as they are. */
export const updateProjectAuthSettings = projectAuthSettings
  .partial()
  .refine((body) => Object.keys(body).length > 0, 'Say which sign-in setting to change.');
export type UpdateProjectAuthSettings = z.infer<typeof updateProjectAuthSettings>;
