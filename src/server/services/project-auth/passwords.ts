import { hash, verify, type Algorithm } from '@node-rs/argon2';
import { ARGON2 } from '@shared/constants/auth';
import { badRequest, GoTrueError } from './errors';

// The package ships Algorithm as a const enum, which isolated modules cannot read: 2 is Argon2id.
const ARGON2ID = 2 as Algorithm;
const options = { algorithm: ARGON2ID, ...ARGON2 };

/** GoTrue's defaults: at least 6 characters, and at most 72 (bcrypt's limit, which it keeps). */
export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 72;

export const hashPassword = (password: string) => hash(password, options);

export const verifyPassword = (passwordHash: string, password: string) =>
  verify(passwordHash, password, options).catch(() => false);

/** A real hash to check against when there is no such user, so the answer's timing says nothing. */
let decoy: Promise<string> | undefined;
export const decoyHash = () => (decoy ??= hashPassword('decoy-password-for-timing'));

/** GoTrue's length rule, measured as Go measures strings (UTF-8 bytes); the minimum is the project's. */
export function weakPasswordError(
  password: string,
  minLength: number = PASSWORD_MIN_LENGTH,
): GoTrueError | null {
  const bytes = Buffer.byteLength(password, 'utf8');
  if (bytes > PASSWORD_MAX_LENGTH)
    return badRequest(
      'validation_failed',
      `Password cannot be longer than ${PASSWORD_MAX_LENGTH} characters`,
    );
  if (bytes < minLength)
    return new GoTrueError(
      422,
      'weak_password',
      `Password should be at least ${minLength} characters.`,
      { weakPasswordReasons: ['length'] },
    );
  return null;
}

// The shape checkmail accepts: a local part of atext and dots, an @, and a domain of labels.
const EMAIL =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

/** GoTrue's e-mail check: required, at most 255 characters, a plausible format; answers it lower-cased. */
export function validateEmail(email: string): string {
  if (!email) throw badRequest('validation_failed', 'An email address is required');
  if (email.length > 255) throw badRequest('validation_failed', 'An email address is too long');
  if (!EMAIL.test(email))
    throw badRequest('validation_failed', 'Unable to validate email address: invalid format');
  return email.toLowerCase();
}
