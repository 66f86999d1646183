import type { ProjectDatabase } from '../project-db/project-database';
import { badRequest, forbidden } from './errors';
import { frequencyLimited, newOtp, otpExpired, tokenHash, verifyLink } from './otp';
import { validateEmail } from './passwords';
import type { AuthRateLimiter } from './rate-limits';
import type { AuthRequestContext, TokenResponse } from './service';
import { isBanned, USER_COLUMNS, type UserRow } from './user-json';

export interface RecoveryDeps {
  database: (projectId: string) => Promise<ProjectDatabase>;
  now: () => Date;
  limits: AuthRateLimiter;
  findUserByEmail: (db: ProjectDatabase, email: string, aud: string) => Promise<UserRow | null>;
  findUserById: (db: ProjectDatabase, id: string) => Promise<UserRow | null>;
  mail: (to: string, subject: string, lines: string[]) => Promise<void>;
  /** A new session, its AMR `otp` as GoTrue's verify records it. */
  issueSession: (
    ctx: AuthRequestContext,
    db: ProjectDatabase,
    user: UserRow,
  ) => Promise<TokenResponse>;
}

const DEFAULT_AUD = 'authenticated';

/**
 * GoTrue's password recovery (internal/api/recover.go and the `recovery` type of verify.go):
 * a hashed token in `auth.users.recovery_token`, e-mailed as a link and a six-digit code, good
 * once and for GOTRUE_MAILER_OTP_EXP; using it signs the user in, who then sets a new password
 * with `PUT /user`.
 */
export class RecoveryFlow {
  constructor(private readonly deps: RecoveryDeps) {}

  /**
   * `POST /recover`: `{}` whether or not the address has an account. `redirectTo` is where the
   * e-mailed link leads afterwards, already checked against the site's origin.
   */
  async request(ctx: AuthRequestContext, body: Record<string, unknown>, redirectTo?: string) {
    this.deps.limits.take('recover', ctx.projectId, ctx.ip);
    const given = typeof body.email === 'string' ? body.email : '';
    if (!given) throw badRequest('validation_failed', 'Password recovery requires an email');
    const address = validateEmail(given);
    const db = await this.deps.database(ctx.projectId);
    const user = await this.deps.findUserByEmail(db, address, ctx.audience ?? DEFAULT_AUD);
    if (user) await this.send(ctx, db, user, redirectTo);
    return {};
  }

  /**
   * The studio's "send password recovery": the same e-mail to one end user; false when there is
   * no such user.
   */
  async requestFor(ctx: AuthRequestContext, userId: string): Promise<boolean> {
    const db = await this.deps.database(ctx.projectId);
    const user = await this.deps.findUserById(db, userId);
    if (!user) return false;
    await this.send(ctx, db, user);
    return true;
  }

  /** `/verify` with type `recovery`, by `token_hash` or by `email` and `token`. */
  async verify(
    ctx: AuthRequestContext,
    givenHash: string,
    address: string,
    token: string,
  ): Promise<TokenResponse> {
    const db = await this.deps.database(ctx.projectId);
    const now = this.deps.now();
    const hash = givenHash || tokenHash(address, token);
    const invalid = givenHash
      ? () => forbidden('otp_expired', 'Email link is invalid or has expired')
      : () => forbidden('otp_expired', 'Token has expired or is invalid');
    const found = await db.query<UserRow>(
      `select ${USER_COLUMNS} from auth.users u
       where u.recovery_token = $1 and ($2 = '' or lower(u.email) = $2) and u.aud = $3`,
      [hash, givenHash ? '' : address, ctx.audience ?? DEFAULT_AUD],
    );
    const user = found.rows[0];
    if (!user || !hash) throw invalid();
    if (isBanned(user, now)) throw forbidden('user_banned', 'User is banned');
    if (otpExpired(user.recovery_sent_at, now)) throw invalid();
    // Single use: the token goes (only if it is still this one); an unconfirmed address is
    // confirmed by it, as GoTrue's recoverVerify does.
    const used = await db.query(
      `update auth.users set recovery_token = '',
         email_confirmed_at = coalesce(email_confirmed_at, $3),
         raw_user_meta_data = case when email_confirmed_at is null
           then coalesce(raw_user_meta_data, '{}'::jsonb) || '{"email_verified": true}'::jsonb
           else raw_user_meta_data end
       where id = $1 and recovery_token = $2`,
      [user.id, hash, now],
    );
    if (!used.rowCount) throw invalid();
    const fresh = (await this.deps.findUserById(db, user.id)) as UserRow;
    return this.deps.issueSession(ctx, db, fresh);
  }

  private async send(
    ctx: AuthRequestContext,
    db: ProjectDatabase,
    user: UserRow,
    redirectTo?: string,
  ): Promise<void> {
    const now = this.deps.now();
    const limited = frequencyLimited(user.recovery_sent_at, now);
    if (limited) throw limited;
    this.deps.limits.takeEmail(ctx.projectId);
    const email = user.email ?? '';
    const otp = newOtp();
    const hash = tokenHash(email, otp);
    await db.query(
      'update auth.users set recovery_token = $2, recovery_sent_at = $3 where id = $1',
      [user.id, hash, now],
    );
    await this.deps.mail(email, 'Reset your password', [
      `Someone asked to reset the password of your account on ${ctx.origin}.`,
      `Enter the code ${otp}, or follow this link: ${verifyLink(ctx.origin, hash, 'recovery', redirectTo)}`,
      'If it was not you, ignore this e-mail: your password stays as it is.',
    ]);
  }
}
