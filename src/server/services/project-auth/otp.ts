import { createHash, randomInt } from 'node:crypto';
import { tooManyRequests, type GoTrueError } from './errors';

/** GoTrue's one-time token hash: SHA-224 of the address followed by the code, in hex. */
export const tokenHash = (address: string, otp: string) =>
  createHash('sha224').update(`${address}${otp}`).digest('hex');

/** GoTrue's e-mail one-time code: six digits. */
export const newOtp = () => String(randomInt(1_000_000)).padStart(6, '0');

/** GoTrue's default lifetime of e-mailed codes and links (GOTRUE_MAILER_OTP_EXP). */
export const OTP_EXPIRY_MS = 86_400_000;

/** GoTrue's SMTP max frequency: one e-mail of a kind per user per minute. */
export const MAIL_MAX_FREQUENCY_MS = 60_000;

/** Whether a code sent at `sentAt` is past GoTrue's lifetime (or was never sent). */
export const otpExpired = (sentAt: Date | string | null, now: Date) =>
  !sentAt || new Date(sentAt).getTime() + OTP_EXPIRY_MS < now.getTime();

/** GoTrue's refusal of a second e-mail of a kind within the max frequency; null when one may go. */
export function frequencyLimited(sentAt: Date | string | null, now: Date): GoTrueError | null {
  if (!sentAt) return null;
  const until = new Date(sentAt).getTime() + MAIL_MAX_FREQUENCY_MS;
  if (until <= now.getTime()) return null;
  const left = Math.floor((until - now.getTime()) / 1000);
  return tooManyRequests(
    'over_email_send_rate_limit',
    `For security purposes, you can only request this after ${left} seconds.`,
  );
}

/**
 * The link in GoTrue's e-mails: `GET /verify` with the token hash, back to the site (or
 * `redirectTo`) afterwards.
 */
export const verifyLink = (origin: string, hash: string, type: string, redirectTo?: string) =>
  `${origin}/auth/v1/verify?token=${hash}&type=${type}&redirect_to=${encodeURIComponent(redirectTo ?? `${origin}/`)}`;
