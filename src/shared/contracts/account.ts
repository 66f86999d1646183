import { z } from 'zod';
import { PASSWORD_MAX } from '../constants/auth';
import { password } from './auth';

/** One signed-in browser or device of the user. */
export const accountSession = z.object({
  id: z.string(),
  userAgent: z.string().nullable(),
  ip: z.string().nullable(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  /** The session making this request. */
  current: z.boolean(),
});
export type AccountSession = z.infer<typeof accountSession>;
export const accountSessionsResponse = z.object({ sessions: z.array(accountSession) });
export type AccountSessionsResponse = z.infer<typeof accountSessionsResponse>;
export const sessionParams = z.object({
  sessionId: z.string().uuid('That session id is not valid.'),
});

const currentPassword = z
  .string({ error: 'Enter your current password.' })
  .min(1, 'Enter your current password.')
  .max(PASSWORD_MAX);

export const changePasswordBody = z.object({ currentPassword, newPassword: password }).strict();
export type ChangePasswordBody = z.infer<typeof changePasswordBody>;
export const changePasswordResponse = z.object({
  ok: z.literal(true),
  endedSessions: z.number().int(),
});

/** The word the user types to confirm that their account and projects should go. */
export const DELETE_CONFIRMATION = 'DELETE';
export const deleteAccountBody = z
  .object({
    password: currentPassword,
    confirm: z.literal(DELETE_CONFIRMATION, { error: `Type ${DELETE_CONFIRMATION} to confirm.` }),
  })
  .strict();
export type DeleteAccountBody = z.infer<typeof deleteAccountBody>;
