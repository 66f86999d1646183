import { z } from 'zod';
import { PASSWORD_MAX, PASSWORD_MIN } from '../constants/auth';

/** An e-mail address as people type it: trimmed, lower case, checked. */
export const email = z
  .string({ error: 'Enter your e-mail address.' })
  .trim()
  .toLowerCase()
  .max(254, 'That e-mail address is too long.')
  .email('Enter a valid e-mail address.');

/** The rules for a new password, at sign-up and when changing it. */
export const password = z
  .string({ error: 'Enter a password.' })
  .min(PASSWORD_MIN, `Use at least ${PASSWORD_MIN} characters for your password.`)
  .max(PASSWORD_MAX, `Use at most ${PASSWORD_MAX} characters for your password.`)
  .refine((value) => value.trim() !== '', 'A password cannot be only spaces.');

const name = (label: string) =>
  z
    .string({ error: `Enter your ${label}.` })
    .trim()
    .min(1, `Enter your ${label}.`)
    .max(100, `Your ${label} is too long.`);

export const signupBody = z.object({
  email,
  password,
  firstName: name('first name'),
  lastName: name('last name'),
});
export type SignupBody = z.infer<typeof signupBody>;

export const signinBody = z.object({
  email,
  password: z
    .string({ error: 'Enter your password.' })
    .min(1, 'Enter your password.')
    .max(PASSWORD_MAX),
});
export type SigninBody = z.infer<typeof signinBody>;

export const resendBody = z.object({ email });

export const user = z.object({
  id: z.string(),
  email: z.string(),
  emailConfirmed: z.boolean(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  createdAt: z.string(),
});
export type User = z.infer<typeof user>;

export const signupResponse = z.object({ user, confirmationRequired: z.boolean() });
export const signinResponse = z.object({ user });
export const sessionResponse = z.object({ user: user.nullable() });
export type SessionResponse = z.infer<typeof sessionResponse>;

export const confirmQuery = z.object({ token: z.string().min(1).max(200) });
