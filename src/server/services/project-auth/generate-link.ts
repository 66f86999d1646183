import { randomBytes } from 'node:crypto';
import type { ProjectDatabase } from '../project-db/project-database';
import { badRequest, GoTrueError } from './errors';
import { bodyField, emailExists, emailTaken, insertLinkUser, mergeMetadata } from './new-user';
import { newOtp, tokenHash, verifyLink } from './otp';
import { hashPassword, validateEmail, weakPasswordError } from './passwords';
import type { AuthRequestContext } from './service';
import { userJson, type UserRow } from './user-json';

type Json = Record<string, unknown>;

export interface EmailLinkDeps {
  database: (projectId: string) => Promise<ProjectDatabase>;
  now: () => Date;
  findUserByEmail: (db: ProjectDatabase, email: string, aud: string) => Promise<UserRow | null>;
  findUserById: (db: ProjectDatabase, id: string) => Promise<UserRow | null>;
  /** The project's shortest allowed password (its GoTrue PASSWORD_MIN_LENGTH). */
  passwordMinLength: (projectId: string) => Promise<number>;
}

const DEFAULT_AUD = 'authenticated';
const STRUCT = 'api.GenerateLinkParams';
const TYPES = [
  'signup',
  'invite',
  'magiclink',
  'recovery',
  'email_change_current',
  'email_change_new',
] as const;
type LinkType = (typeof TYPES)[number];

/**
 * GoTrue's `POST /admin/generate_link` (internal/api/mail.go's adminGenerateLink): the link and
 * code an e-mail of the given type would carry, sent nowhere, for a founder's own mailer.
 * `redirectTo` is the link's destination, already checked against the site's origin.
 */
export async function generateLink(
  deps: EmailLinkDeps,
  ctx: AuthRequestContext,
  body: Json,
  redirectTo: string,
): Promise<Json> {
  let type = bodyField(body, STRUCT, 'type', 'string') ?? '';
  const email = validateEmail(bodyField(body, STRUCT, 'email', 'string') ?? '');
  const data = bodyField(body, STRUCT, 'data', 'object') ?? {};
  let password = bodyField(body, STRUCT, 'password', 'string') ?? '';
  const aud = ctx.audience ?? DEFAULT_AUD;
  const db = await deps.database(ctx.projectId);
  let user = await deps.findUserByEmail(db, email, aud);
  if (!user && type === 'magiclink') {
    // GoTrue makes a magic link for nobody into a sign-up with a random password.
    type = 'signup';
    password = randomBytes(48).toString('base64url');
  } else if (!user && ['recovery', 'email_change_current', 'email_change_new'].includes(type)) {
    throw new GoTrueError(404, 'user_not_found', 'User with this email not found');
  }
  if (!isLinkType(type))
    throw badRequest('validation_failed', `Invalid email action link type requested: ${type}`);
  if (type === 'signup' && !user) {
    if (!password) throw badRequest('validation_failed', 'Signup requires a valid password');
    const weak = weakPasswordError(password, await deps.passwordMinLength(ctx.projectId));
    if (weak) throw weak;
  }

  const otp = newOtp();
  const hashed = tokenHash(email, otp);
  let linkToken = hashed;
  const now = deps.now();
  const set = async (sql: string, params: unknown[]) =>
    db.query(`update auth.users set ${sql}, updated_at = $2 where id = $1`, params);

  if (type === 'magiclink' || type === 'recovery') {
    const found = user as UserRow;
    await set('recovery_token = $3, recovery_sent_at = $2', [found.id, now, hashed]);
  } else if (type === 'invite' || type === 'signup') {
    if (user?.email_confirmed_at) throw emailExists();
    let id = user?.id;
    if (!id) {
      const passwordHash = type === 'signup' ? await hashPassword(password) : null;
      id = await insertLinkUser(db, { email, aud, data, passwordHash, now });
    } else if (type === 'signup') {
      const merged = mergeMetadata(user?.raw_user_meta_data ?? null, data);
      await set('raw_user_meta_data = $3::jsonb', [id, now, JSON.stringify(merged)]);
    }
    await set(
      type === 'invite'
        ? 'confirmation_token = $3, confirmation_sent_at = $2, invited_at = $2'
        : 'confirmation_token = $3, confirmation_sent_at = $2',
      [id, now, hashed],
    );
    user = await deps.findUserById(db, id);
  } else {
    const found = user as UserRow;
    const newEmail = validateEmail(bodyField(body, STRUCT, 'new_email', 'string') ?? '');
    if (await emailTaken(db, newEmail, found.aud ?? aud, found.id)) throw emailExists();
    // GoTrue answers the current address's hash for both; the new address's link needs its own.
    if (type === 'email_change_new') linkToken = tokenHash(newEmail, otp);
    await set(
      `email_change = $3, email_change_sent_at = $2, email_change_confirm_status = 0,
       ${type === 'email_change_current' ? 'email_change_token_current' : 'email_change_token_new'} = $4`,
      [found.id, now, newEmail, linkToken],
    );
  }
  const fresh = (await deps.findUserById(db, (user as UserRow).id)) as UserRow;
  const verificationType = type.startsWith('email_change') ? 'email_change' : type;
  return {
    ...userJson(fresh),
    action_link: verifyLink(ctx.origin, linkToken, verificationType, redirectTo),
    email_otp: otp,
    hashed_token: linkToken,
    verification_type: type,
    redirect_to: redirectTo,
  };
}

const isLinkType = (type: string): type is LinkType => (TYPES as readonly string[]).includes(type);
