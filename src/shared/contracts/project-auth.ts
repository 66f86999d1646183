import { z } from 'zod';

/**
 * `GET` and `PUT /api/projects/:id/auth/settings`: how the project's own app signs its end users
 * up. With `confirmEmail`, a new end user must follow the e-mailed link before signing in
 * (GoTrue's `mailer_autoconfirm` off); without it (the default) they are signed in at once.
 */
export const projectAuthSettings = z.object({ confirmEmail: z.boolean() });
export type ProjectAuthSettings = z.infer<typeof projectAuthSettings>;
