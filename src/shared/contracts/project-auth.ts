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

/** What a project that never changed a switch has: e-mail sign-in, open sign-ups, no confirmation. */
export const DEFAULT_AUTH_SETTINGS: Readonly<Record<AuthSetting, boolean>> = {
  emailPassword: true,
  signups: true,
  confirmEmail: false,
};

/** `GET /api/projects/:id/auth/settings`, and `PUT`'s answer. */
export const projectAuthSettings = z.object({
  emailPassword: z.boolean(),
  signups: z.boolean(),
  confirmEmail: z.boolean(),
});
export type ProjectAuthSettings = z.infer<typeof projectAuthSettings>;

/** `PUT /api/projects/:id/auth/settings`: the switches to change; the others stay as they are. */
export const updateProjectAuthSettings = projectAuthSettings
  .partial()
  .refine((body) => Object.keys(body).length > 0, 'Say which sign-in setting to change.');
export type UpdateProjectAuthSettings = z.infer<typeof updateProjectAuthSettings>;
