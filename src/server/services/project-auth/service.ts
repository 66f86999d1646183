import { randomUUID } from 'node:crypto';
import type {
  ProjectAuthSettings as StudioAuthSettings,
  UpdateProjectAuthSettings,
} from '@shared/contracts/project-auth';
import type { ProjectDatabase, TxStep } from '../project-db/project-database';
import { ProjectDbError } from '../project-db/errors';
import { upgradeOncePerProject } from '../project-db/upgrade-once';
import type { ProjectApiKeys } from '../project-api/api-keys';
import { badRequest, forbidden, GoTrueError, oauthError, unprocessable } from './errors';
import { frequencyLimited, newOtp, otpExpired, tokenHash, verifyLink } from './otp';
import { AdminUsers } from './admin-users';
import { generateLink } from './generate-link';
import { inviteUser } from './invite';
import { EMAIL_PROVIDER_APP_METADATA, mergeMetadata } from './new-user';
import { RecoveryFlow } from './recovery';
import {
  decoyHash,
  hashPassword,
  verifyPassword,
  validateEmail,
  PASSWORD_MIN_LENGTH,
  weakPasswordError,
} from './passwords';
import { AuthRateLimiter, GOTRUE_RATE_LIMITS, type RateLimitConfig } from './rate-limits';
import { AUTH_SCHEMA_SQL } from './schema-sql';
import {
  newRefreshToken,
  refreshTokenHash,
  REFRESH_TOKEN_REUSE_SECONDS,
  signAccessToken,
  verifyAccessToken,
  type AccessTokenClaims,
} from './tokens';
import { isBanned, USER_COLUMNS, userJson, type UserRow } from './user-json';

/** Who is asking: the site's project and origin, and the client, as the routes see them. */
export interface AuthRequestContext {
  projectId: string;
  /** The site's origin, e.g. `http://shop.localhost:3000`; tokens name `<origin>/auth/v1` as issuer. */
  origin: string;
  /** The client's address, for rate limits and the session row. */
  ip: string;
  userAgent?: string;
  /** GoTrue's `X-JWT-AUD` header; `authenticated` when absent. */
  audience?: string;
}

export interface ProjectAuthSettings {
  /** GoTrue's `mailer_autoconfirm`: new e-mail sign-ups are confirmed at once. */
  mailerAutoconfirm: boolean;
  /** GoTrue's `disable_signup`: nobody new may sign up. */
  disableSignup: boolean;
  /** GoTrue's `external.email`: e-mail and password sign-up and sign-in are on. */
  emailEnabled: boolean;
  /** GoTrue's `password_min_length`: the shortest password an end user may choose. */
  passwordMinLength: number;
}

/** A project without a settings row behaves as every project did before the switches existed. */
const DEFAULT_SETTINGS: ProjectAuthSettings = {
  mailerAutoconfirm: true,
  disableSignup: false,
  emailEnabled: true,
  passwordMinLength: PASSWORD_MIN_LENGTH,
};

export interface ProjectAuthOptions {
  /** Opens the project's own database (ProjectDatabases.open). */
  openDatabase: (projectId: string) => Promise<ProjectDatabase>;
  /** The project's JWT secret and keys (ProjectKeyStore.keysFor); null when there is no such project. */
  keysFor: (projectId: string) => Promise<ProjectApiKeys | null>;
  /** Per-project switches; e-mail confirmation is off (autoconfirm on) unless this says otherwise. */
  settingsFor?: (projectId: string) => Promise<ProjectAuthSettings> | ProjectAuthSettings;
  /** Sends an end user's e-mail (confirmation, e-mail change) through the studio's mailer. */
  sendMail?: (mail: { to: string; subject: string; text: string }) => Promise<void>;
  now?: () => Date;
  rateLimits?: RateLimitConfig;
  /** Audiences besides `authenticated` that a project's `X-JWT-AUD` header may name; none unless given. */
  audiencesFor?: (projectId: string) => readonly string[];
}

export interface TokenResponse {
  access_token: string;
  token_type: 'bearer';
  expires_in: number;
  expires_at: number;
  refresh_token: string;
  user: Record<string, unknown>;
  weak_password?: { message: string; reasons: string[] };
}

export interface AuthenticatedUser {
  claims: AccessTokenClaims;
  user: UserRow;
  sessionId: string | null;
}

const DEFAULT_AUD = 'authenticated';
const SETTINGS_CACHE_MS = 30_000;

const isUniqueViolation = (error: unknown) =>
  error instanceof ProjectDbError && error.failure.postgres?.code === '23505';

type Json = Record<string, unknown>;
const asObject = (value: unknown): Json | null =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Json) : null;
const asString = (value: unknown): string => (typeof value === 'string' ? value : '');

interface RefreshRow {
  id: string;
  /** The token's hash, as stored. */
  token: string;
  user_id: string;
  session_id: string | null;
  parent: string | null;
  revoked: boolean;
  updated_at: Date | string;
  session_exists: boolean;
  not_after: Date | string | null;
  /** Whether a newer token was issued in its place: only such a token may be swapped again within the reuse interval. */
  rotated: boolean;
}

/**
 * GoTrue's e-mail and password flows for one project's end users, against the project's own
 * `auth` schema: sign-up, password sign-in, refresh-token rotation with reuse detection, the
 * user endpoints and sign-out.
 */
export class ProjectAuthService {
  readonly limits: AuthRateLimiter;
  /** `POST /recover` and `/verify` with type `recovery` (recovery.ts). */
  readonly recovery: RecoveryFlow;
  /** The admin API's users (admin-users.ts), behind the service-role key. */
  readonly admin: AdminUsers;
  private readonly now: () => Date;
  /** Brings a project's auth schema up to date the first time this process uses it. */
  private readonly upgradeSchema = upgradeOncePerProject(AUTH_SCHEMA_SQL);
  /** Settings read recently; another studio server's change is seen within SETTINGS_CACHE_MS. */
  private readonly settingsCache = new Map<
    string,
    { settings: ProjectAuthSettings; until: number }
  >();

  constructor(private readonly options: ProjectAuthOptions) {
    this.now = options.now ?? (() => new Date());
    this.limits = new AuthRateLimiter(options.rateLimits ?? GOTRUE_RATE_LIMITS, this.now);
    this.recovery = new RecoveryFlow({
      database: (projectId) => this.database(projectId),
      now: this.now,
      limits: this.limits,
      findUserByEmail: (db, email, aud) => this.findUserByEmail(db, email, aud),
      findUserById: (db, id) => this.findUserById(db, id),
      mail: (to, subject, lines) => this.mail(to, subject, lines),
      issueSession: (ctx, db, user) => this.issueSession(ctx, db, user, 'otp'),
    });
    this.admin = new AdminUsers({
      database: (projectId) => this.database(projectId),
      now: this.now,
      jwtSecret: async (projectId) => (await this.requireKeys(projectId)).jwtSecret,
      findUserById: (db, id) => this.findUserById(db, id),
      authenticate: (ctx, authorization) => this.authenticate(ctx, authorization),
      passwordMinLength: async (projectId) => (await this.settingsFor(projectId)).passwordMinLength,
    });
  }

  /** `POST /admin/generate_link` (generate-link.ts). */
  generateLink(ctx: AuthRequestContext, body: Json, redirectTo: string): Promise<Json> {
    return generateLink(this.linkDeps(), ctx, body, redirectTo);
  }

  /** `POST /invite` (invite.ts). */
  invite(ctx: AuthRequestContext, body: Json, redirectTo: string): Promise<Json> {
    return inviteUser(
      {
        ...this.linkDeps(),
        limits: this.limits,
        mail: (to, subject, lines) => this.mail(to, subject, lines),
      },
      ctx,
      body,
      redirectTo,
    );
  }

  private linkDeps() {
    return {
      database: (projectId: string) => this.database(projectId),
      now: this.now,
      findUserByEmail: (db: ProjectDatabase, email: string, aud: string) =>
        this.findUserByEmail(db, email, aud),
      findUserById: (db: ProjectDatabase, id: string) => this.findUserById(db, id),
      passwordMinLength: async (projectId: string) =>
        (await this.settingsFor(projectId)).passwordMinLength,
    };
  }

  /** The project's switches: as injected, else its `auth.bridge_settings` row (autoconfirm on when none). */
  async settingsFor(projectId: string): Promise<ProjectAuthSettings> {
    if (this.options.settingsFor) return this.options.settingsFor(projectId);
    const cached = this.settingsCache.get(projectId);
    if (cached && cached.until > Date.now()) return cached.settings;
    const db = await this.database(projectId);
    const found = await db.query<{
      mailer_autoconfirm: boolean;
      disable_signup: boolean;
      email_enabled: boolean;
      password_min_length: number;
    }>(
      'select mailer_autoconfirm, disable_signup, email_enabled, password_min_length from auth.bridge_settings where id',
    );
    const row = found.rows[0];
    const settings: ProjectAuthSettings = row
      ? {
          mailerAutoconfirm: row.mailer_autoconfirm,
          disableSignup: row.disable_signup,
          emailEnabled: row.email_enabled,
          passwordMinLength: row.password_min_length,
        }
      : DEFAULT_SETTINGS;
    this.settingsCache.set(projectId, { settings, until: Date.now() + SETTINGS_CACHE_MS });
    return settings;
  }

  /** Changes the switches given for the project's end users; the others keep their values. */
  async updateSettings(
    projectId: string,
    changes: Partial<ProjectAuthSettings>,
  ): Promise<ProjectAuthSettings> {
    const db = await this.database(projectId);
    await db.query(
      `insert into auth.bridge_settings
         (id, mailer_autoconfirm, disable_signup, email_enabled, password_min_length, updated_at)
       values (true, coalesce($1::boolean, $5::boolean), coalesce($2::boolean, $6::boolean),
         coalesce($3::boolean, $7::boolean), coalesce($8::integer, $9::integer), $4)
       on conflict (id) do update set
         mailer_autoconfirm = coalesce($1::boolean, auth.bridge_settings.mailer_autoconfirm),
         disable_signup = coalesce($2::boolean, auth.bridge_settings.disable_signup),
         email_enabled = coalesce($3::boolean, auth.bridge_settings.email_enabled),
         password_min_length = coalesce($8::integer, auth.bridge_settings.password_min_length),
         updated_at = excluded.updated_at`,
      [
        changes.mailerAutoconfirm ?? null,
        changes.disableSignup ?? null,
        changes.emailEnabled ?? null,
        this.now(),
        DEFAULT_SETTINGS.mailerAutoconfirm,
        DEFAULT_SETTINGS.disableSignup,
        DEFAULT_SETTINGS.emailEnabled,
        changes.passwordMinLength ?? null,
        DEFAULT_SETTINGS.passwordMinLength,
      ],
    );
    this.settingsCache.delete(projectId);
    return this.settingsFor(projectId);
  }

  /** The switches as the studio names them (src/shared/contracts/project-auth.ts). */
  async studioSettings(projectId: string): Promise<StudioAuthSettings> {
    return studioView(await this.settingsFor(projectId));
  }

  /** Changes the switches the studio names; the others keep their values. */
  async changeStudioSettings(
    projectId: string,
    changes: UpdateProjectAuthSettings,
  ): Promise<StudioAuthSettings> {
    return studioView(
      await this.updateSettings(projectId, {
        ...(changes.confirmEmail !== undefined ? { mailerAutoconfirm: !changes.confirmEmail } : {}),
        ...(changes.signups !== undefined ? { disableSignup: !changes.signups } : {}),
        ...(changes.emailPassword !== undefined ? { emailEnabled: changes.emailPassword } : {}),
        ...(changes.passwordMinLength !== undefined
          ? { passwordMinLength: changes.passwordMinLength }
          : {}),
      }),
    );
  }

  /** GoTrue's `GET /settings` for this project. */
  async publicSettings(projectId: string): Promise<Json> {
    const settings = await this.settingsFor(projectId);
    const external: Record<string, boolean> = {};
    for (const name of EXTERNAL_PROVIDERS)
      external[name] = name === 'email' && settings.emailEnabled;
    return {
      external,
      disable_signup: settings.disableSignup,
      mailer_autoconfirm: settings.mailerAutoconfirm,
      phone_autoconfirm: false,
      sms_provider: '',
      saml_enabled: false,
      saml_private_key_next_configured: false,
      passkeys_enabled: false,
    };
  }

  /** Whether `X-JWT-AUD` may name this audience for the project (GoTrue trusts any; we trust the project's own). */
  allowsAudience(projectId: string, audience: string): boolean {
    return (
      audience === DEFAULT_AUD || (this.options.audiencesFor?.(projectId) ?? []).includes(audience)
    );
  }

  /**
   * `POST /signup` with an e-mail and password. A taken address gets the answer a new one would:
   * a made-up user while confirmation is on (GoTrue's obfuscated user, but with the role and
   * identity a new one has), a made-up session while it is off (GoTrue answers 422 there).
   */
  async signUp(ctx: AuthRequestContext, body: Json): Promise<TokenResponse | Json> {
    const email = asString(body.email);
    const phone = asString(body.phone);
    const password = asString(body.password);
    const settings = await this.settingsFor(ctx.projectId);
    // GoTrue refuses before it reads the body: no sign-up of any kind.
    if (settings.disableSignup)
      throw unprocessable('signup_disabled', 'Signups not allowed for this instance');
    if (!email && !phone)
      throw unprocessable('anonymous_provider_disabled', 'Anonymous sign-ins are disabled');
    this.limits.take('signups', ctx.projectId, ctx.ip);
    const data = asObject(body.data) ?? {};
    if (!password) throw badRequest('validation_failed', 'Signup requires a valid password');
    const weak = weakPasswordError(password, settings.passwordMinLength);
    if (weak) throw weak;
    if (email && phone)
      throw badRequest(
        'validation_failed',
        'Only an email address or phone number should be provided on signup.',
      );
    if (!email) throw badRequest('phone_provider_disabled', 'Phone signups are disabled');
    if (!settings.emailEnabled)
      throw badRequest('email_provider_disabled', 'Email signups are disabled');
    const address = validateEmail(email);
    const aud = ctx.audience ?? DEFAULT_AUD;
    const db = await this.database(ctx.projectId);
    const taken = () => this.answerTaken(ctx, settings, { email: address, aud, data });

    // Hashed before the look-up, so a taken address costs the time a new one does.
    const passwordHash = await hashPassword(password);
    let user = await this.findUserByEmail(db, address, aud);
    if (user && user.email_confirmed_at) return taken();
    let created = false;
    if (!user) {
      created = true;
      try {
        user = await this.createUser(db, { email: address, aud, passwordHash, data });
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        return taken();
      }
    }
    const now = this.now();
    if (settings.mailerAutoconfirm) {
      if (!user.email_confirmed_at) {
        // GoTrue confirms and signs in whoever repeats an unconfirmed sign-up; only its owner may here.
        const own =
          created ||
          (user.encrypted_password !== null &&
            (await verifyPassword(user.encrypted_password, password)));
        if (!own) return taken();
        user = await this.confirm(db, user.id, now);
      }
      return this.issueSession(ctx, db, user);
    }
    await this.sendConfirmation(ctx, db, user, now);
    return userJson((await this.findUserById(db, user.id)) as UserRow);
  }

  /** `POST /token?grant_type=password`. */
  async signInWithPassword(ctx: AuthRequestContext, body: Json): Promise<TokenResponse> {
    this.limits.take('token', ctx.projectId, ctx.ip);
    const email = asString(body.email);
    const phone = asString(body.phone);
    const password = asString(body.password);
    if (email && phone)
      throw badRequest(
        'validation_failed',
        'Only an email address or phone number should be provided on login.',
      );
    if (!email && !phone) throw badRequest('validation_failed', 'missing email or phone');
    if (!email) throw unprocessable('phone_provider_disabled', 'Phone logins are disabled');
    if (!(await this.settingsFor(ctx.projectId)).emailEnabled)
      throw unprocessable('email_provider_disabled', 'Email logins are disabled');
    const db = await this.database(ctx.projectId);
    const user = await this.findUserByEmail(db, email.toLowerCase(), ctx.audience ?? DEFAULT_AUD);
    if (!user?.encrypted_password) {
      await verifyPassword(await decoyHash(), password);
      throw invalidCredentials();
    }
    if (isBanned(user, this.now())) throw badRequest('user_banned', 'User is banned');
    if (!(await verifyPassword(user.encrypted_password, password))) throw invalidCredentials();
    if (!user.email_confirmed_at) throw badRequest('email_not_confirmed', 'Email not confirmed');
    const token = await this.issueSession(ctx, db, user);
    const { passwordMinLength } = await this.settingsFor(ctx.projectId);
    const weak = weakPasswordError(password, passwordMinLength);
    if (weak?.options.weakPasswordReasons)
      token.weak_password = { message: weak.message, reasons: weak.options.weakPasswordReasons };
    return token;
  }

  /** `POST /token?grant_type=refresh_token`: rotates the token, or detects its reuse. */
  async refresh(ctx: AuthRequestContext, body: Json): Promise<TokenResponse> {
    this.limits.take('token', ctx.projectId, ctx.ip);
    const presented = asString(body.refresh_token);
    if (!presented) throw oauthError('invalid_request', 'refresh_token required');
    const db = await this.database(ctx.projectId);
    // A concurrent refresh of the same token can win the swap; then the loser looks again.
    for (let attempt = 0; attempt < 5; attempt++) {
      const issued = await this.tryRefresh(db, presented);
      if (!issued) continue;
      const user = (await this.findUserById(db, issued.userId)) as UserRow;
      const now = this.now();
      await db.query(
        `update auth.sessions set refreshed_at = $2, updated_at = $3, user_agent = $4, ip = $5
         where id = $1`,
        [
          issued.sessionId,
          now.toISOString().replace('Z', ''),
          now,
          ctx.userAgent ?? null,
          ipOrNull(ctx.ip),
        ],
      );
      return this.tokenResponse(ctx, user, issued.sessionId, issued.token);
    }
    throw new GoTrueError(
      409,
      'conflict',
      'Too many concurrent token refresh requests on the same session or refresh token',
    );
  }

  /** One attempt at the swap; null when another request changed the token meanwhile. */
  private async tryRefresh(
    db: ProjectDatabase,
    presented: string,
  ): Promise<{ token: string; sessionId: string; userId: string } | null> {
    const found = await db.query<RefreshRow & UserRow>(
      `select t.id::text, t.token, t.user_id, t.session_id, t.parent, t.revoked, t.updated_at,
              s.id is not null as session_exists, s.not_after, u.banned_until,
              exists (select 1 from auth.refresh_tokens c where c.parent = t.token) as rotated
       from auth.refresh_tokens t
       join auth.users u on u.id::text = t.user_id
       left join auth.sessions s on s.id = t.session_id
       where t.token = $1`,
      [refreshTokenHash(presented)],
    );
    const token = found.rows[0];
    if (!token)
      throw badRequest('refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
    const now = this.now();
    if (token.banned_until && new Date(token.banned_until).getTime() > now.getTime())
      throw badRequest('user_banned', 'Invalid Refresh Token: User Banned');
    if (!token.session_exists || !token.session_id) {
      await db.query('delete from auth.refresh_tokens where id = $1', [token.id]);
      throw badRequest('session_not_found', 'Invalid Refresh Token: No Valid Session Found');
    }
    if (token.not_after && new Date(token.not_after).getTime() <= now.getTime())
      throw badRequest('session_expired', 'Invalid Refresh Token: Session Expired');
    const sessionId = token.session_id;

    if (token.revoked) {
      const active = await db.query<{ parent: string | null }>(
        `select parent from auth.refresh_tokens
         where session_id = $1 and revoked is false order by id desc limit 1`,
        [sessionId],
      );
      const current = active.rows[0];
      // The client lost the answer to its last refresh. GoTrue answers that token again; only its hash is
      // kept here, so the client gets a second child of its token and the first stays valid (another tab may hold it).
      if (current && current.parent === token.token) {
        const sibling = newRefreshToken();
        await db.query(
          `insert into auth.refresh_tokens (token, user_id, session_id, parent, revoked, created_at, updated_at)
           values ($1, $2, $3, $4, false, $5, $5)`,
          [refreshTokenHash(sibling), token.user_id, sessionId, token.token, now],
        );
        return { token: sibling, sessionId, userId: token.user_id };
      }
      const reuseUntil = new Date(token.updated_at).getTime() + REFRESH_TOKEN_REUSE_SECONDS * 1000;
      // A token revoked with its session (never rotated) is never swapped, or revoking the family would not last.
      if (!token.rotated || now.getTime() > reuseUntil) {
        // An old token used again after the grace period: someone may have stolen it, so the whole session goes.
        await db.query(
          `update auth.refresh_tokens set revoked = true, updated_at = $2
           where session_id = $1 and revoked = false`,
          [sessionId, now],
        );
        throw badRequest('refresh_token_already_used', 'Invalid Refresh Token: Already Used');
      }
    }
    return this.swapRefreshToken(db, {
      id: token.id,
      revoked: token.revoked,
      sessionId,
      userId: token.user_id,
      now,
    });
  }

  /** Revokes a token and issues its child in one statement; null when a concurrent swap changed it first. */
  private async swapRefreshToken(
    db: ProjectDatabase,
    old: { id: string; revoked: boolean; sessionId: string; userId: string; now: Date },
  ): Promise<{ token: string; sessionId: string; userId: string } | null> {
    const next = newRefreshToken();
    // A token revoked meanwhile (a concurrent swap) matches only if it already was.
    const swapped = await db.query<{ token: string }>(
      `with old as (
         update auth.refresh_tokens set revoked = true, updated_at = $3
         where id = $1 and revoked = $4
         returning token, user_id, session_id
       ), fresh as (
         insert into auth.refresh_tokens (token, user_id, session_id, parent, revoked, created_at, updated_at)
         select $2, user_id, session_id, token, false, $3, $3 from old
         returning token
       )
       select token from fresh`,
      [old.id, refreshTokenHash(next), old.now, old.revoked],
    );
    if (!swapped.rows[0]) return null;
    return { token: next, sessionId: old.sessionId, userId: old.userId };
  }

  /** Checks the request's bearer token and loads its user and session, as GoTrue's requireAuthentication does. */
  async authenticate(
    ctx: AuthRequestContext,
    authorization: string | undefined,
  ): Promise<AuthenticatedUser> {
    const match = /^\s*bearer\s+(\S+)\s*$/i.exec(authorization ?? '');
    if (!match?.[1])
      throw new GoTrueError(401, 'no_authorization', 'This endpoint requires a valid Bearer token');
    const keys = await this.requireKeys(ctx.projectId);
    const claims = await verifyAccessToken(keys.jwtSecret, match[1], this.now());
    if (!claims.sub) throw forbidden('bad_jwt', 'invalid claim: missing sub claim');
    if (!UUID.test(claims.sub))
      throw badRequest('bad_jwt', 'invalid claim: sub claim must be a UUID');
    const db = await this.database(ctx.projectId);
    const user = await this.findUserById(db, claims.sub);
    if (!user) throw forbidden('user_not_found', 'User from sub claim in JWT does not exist');
    let sessionId: string | null = null;
    if (claims.session_id && claims.session_id !== NIL_UUID) {
      if (!UUID.test(claims.session_id))
        throw forbidden('bad_jwt', 'invalid claim: session_id claim must be a UUID');
      const session = await db.query('select 1 from auth.sessions where id = $1', [
        claims.session_id,
      ]);
      if (!session.rowCount)
        throw forbidden('session_not_found', 'Session from session_id claim in JWT does not exist');
      sessionId = claims.session_id;
    }
    if (isBanned(user, this.now())) throw forbidden('user_banned', 'User is banned');
    return { claims, user, sessionId };
  }

  /** `GET /user`. */
  getUser(ctx: AuthRequestContext, auth: AuthenticatedUser): Json {
    const aud = Array.isArray(auth.claims.aud) ? auth.claims.aud[0] : auth.claims.aud;
    if (!aud || aud !== (ctx.audience ?? DEFAULT_AUD))
      throw badRequest('validation_failed', "Token audience doesn't match request audience");
    return userJson(auth.user);
  }

  /** `PUT /user`: metadata, password (other sessions end) and e-mail (a confirmed change). */
  async updateUser(ctx: AuthRequestContext, auth: AuthenticatedUser, body: Json): Promise<Json> {
    this.limits.take('user', ctx.projectId, ctx.ip);
    const db = await this.database(ctx.projectId);
    const user = auth.user;
    let email = asString(body.email);
    const password = typeof body.password === 'string' ? body.password : undefined;
    const data = body.data === undefined || body.data === null ? null : asObject(body.data);
    if (body.data !== undefined && body.data !== null && !data)
      throw badRequest('bad_json', 'Could not parse request body as JSON: data must be an object');
    if (email) email = validateEmail(email);
    if (asString(body.phone))
      throw unprocessable('phone_provider_disabled', 'Phone signups are disabled');
    if (password !== undefined) {
      const { passwordMinLength } = await this.settingsFor(ctx.projectId);
      const weak = weakPasswordError(password, passwordMinLength);
      if (weak) throw weak;
    }
    if (body.app_metadata !== undefined && body.app_metadata !== null)
      throw forbidden('not_admin', 'Updating app_metadata requires admin privileges');
    const aud = ctx.audience ?? DEFAULT_AUD;
    const changingEmail = Boolean(email) && email !== (user.email ?? '');
    if (changingEmail) {
      const taken = await db.query(
        `select 1 from auth.users where lower(email) = $1 and aud = $2 and id <> $3 and is_sso_user = false`,
        [email, aud, user.id],
      );
      if (taken.rowCount)
        throw unprocessable(
          'email_exists',
          'A user with this email address has already been registered',
        );
    }
    const now = this.now();
    const steps: TxStep[] = [];
    if (password !== undefined && password !== '') {
      if (user.encrypted_password && (await verifyPassword(user.encrypted_password, password)))
        throw unprocessable(
          'same_password',
          'New password should be different from the old password.',
        );
      steps.push({
        sql: `update auth.users set encrypted_password = $2, confirmation_token = '', confirmation_sent_at = null,
                recovery_token = '', recovery_sent_at = null, email_change_token_current = '',
                email_change_token_new = '', email_change_sent_at = null, phone_change_token = '',
                phone_change_sent_at = null, reauthentication_token = '', reauthentication_sent_at = null,
                updated_at = $3
              where id = $1`,
        params: [user.id, await hashPassword(password), now],
      });
      // GoTrue signs the user out everywhere else when the password changes.
      steps.push(
        auth.sessionId
          ? {
              sql: 'delete from auth.sessions where user_id = $1 and id <> $2',
              params: [user.id, auth.sessionId],
            }
          : { sql: 'delete from auth.sessions where user_id = $1', params: [user.id] },
      );
    }
    if (data) {
      steps.push({
        sql: 'update auth.users set raw_user_meta_data = $2::jsonb, updated_at = $3 where id = $1',
        params: [user.id, JSON.stringify(mergeMetadata(user.raw_user_meta_data, data)), now],
      });
    }
    if (changingEmail) {
      const limited = frequencyLimited(user.email_change_sent_at, now);
      if (limited) throw limited;
      this.limits.takeEmail(ctx.projectId);
      const otpNew = newOtp();
      const otpCurrent = newOtp();
      const hashNew = tokenHash(email, otpNew);
      const hashCurrent = user.email ? tokenHash(user.email, otpCurrent) : '';
      steps.push({
        sql: `update auth.users set email_change = $2, email_change_token_new = $3,
                email_change_token_current = $4, email_change_confirm_status = 0,
                email_change_sent_at = $5, updated_at = $5
              where id = $1`,
        params: [user.id, email, hashNew, hashCurrent, now],
      });
      await this.mail(email, 'Confirm your new e-mail address', [
        `Someone asked to change the e-mail address of an account on ${ctx.origin} to this one.`,
        `Enter the code ${otpNew}, or follow this link: ${verifyLink(ctx.origin, hashNew, 'email_change')}`,
      ]);
      if (user.email)
        await this.mail(user.email, 'Confirm the change of your e-mail address', [
          `Someone asked to change your e-mail address on ${ctx.origin} to ${email}.`,
          `Enter the code ${otpCurrent}, or follow this link: ${verifyLink(ctx.origin, hashCurrent, 'email_change')}`,
        ]);
    }
    if (steps.length) await db.runInTransaction(steps);
    return userJson((await this.findUserById(db, user.id)) as UserRow);
  }

  /**
   * `/verify` for e-mailed codes and links: `signup` (or `email`) confirms the address,
   * `email_change` completes a change; either answers a new session, as GoTrue's does. The
   * code comes with its address (`email` + `token`) or as `token_hash`.
   */
  async verify(ctx: AuthRequestContext, body: Json): Promise<TokenResponse | Json> {
    this.limits.take('verify', ctx.projectId, ctx.ip);
    const type = asString(body.type);
    const token = asString(body.token);
    const givenHash = asString(body.token_hash);
    const address = asString(body.email).toLowerCase();
    if (!type) throw badRequest('validation_failed', 'Verify requires a verification type');
    if (!token && !givenHash)
      throw badRequest('validation_failed', 'Verify requires either a token or a token hash');
    if (token && !address && !asString(body.phone))
      throw unprocessable('validation_failed', 'Invalid email format');
    if (!['signup', 'email', 'email_change', 'invite', 'recovery', 'magiclink'].includes(type))
      throw badRequest('validation_failed', 'Unsupported verification type');
    // A magic link is a recovery token that only signs in, as GoTrue's verify treats it.
    if (type === 'recovery' || type === 'magiclink')
      return this.recovery.verify(ctx, givenHash, address, token);
    const hash = givenHash || tokenHash(address, token);
    const db = await this.database(ctx.projectId);
    const now = this.now();
    const aud = ctx.audience ?? DEFAULT_AUD;
    const invalid = givenHash
      ? () => forbidden('otp_expired', 'Email link is invalid or has expired')
      : () => forbidden('otp_expired', 'Token has expired or is invalid');
    const changing = type === 'email_change';
    const found = await db.query<
      UserRow & {
        current_hash: string | null;
        new_hash: string | null;
        sent_at: Date | string | null;
        confirm_status: number;
      }
    >(
      changing
        ? `select ${USER_COLUMNS}, u.email_change_token_current as current_hash, u.email_change_token_new as new_hash,
             u.email_change_sent_at as sent_at, u.email_change_confirm_status as confirm_status
           from auth.users u
           where (u.email_change_token_current = $1 or u.email_change_token_new = $1)
             and ($2 = '' or lower(u.email) = $2 or lower(u.email_change) = $2) and u.aud = $3`
        : `select ${USER_COLUMNS}, u.confirmation_token as current_hash, null as new_hash,
             u.confirmation_sent_at as sent_at, 0 as confirm_status
           from auth.users u
           where u.confirmation_token = $1 and ($2 = '' or lower(u.email) = $2) and u.aud = $3`,
      [hash, givenHash ? '' : address, aud],
    );
    const user = found.rows[0];
    if (!user || !hash) throw invalid();
    if (isBanned(user, now)) throw forbidden('user_banned', 'User is banned');
    if (otpExpired(user.sent_at, now)) throw invalid();

    if (!changing) {
      await db.runInTransaction([
        {
          sql: `update auth.users set email_confirmed_at = coalesce(email_confirmed_at, $2), confirmation_token = '',
                  updated_at = $2,
                  raw_user_meta_data = coalesce(raw_user_meta_data, '{}'::jsonb) || '{"email_verified": true}'::jsonb
                where id = $1`,
          params: [user.id, now],
        },
        {
          sql: `update auth.identities set identity_data = identity_data || '{"email_verified": true}'::jsonb, updated_at = $2
                where user_id = $1 and provider = 'email'`,
          params: [user.id, now],
        },
      ]);
    } else {
      const settings = await this.settingsFor(ctx.projectId);
      // Without autoconfirm, GoTrue's secure change wants both addresses to confirm.
      if (
        !settings.mailerAutoconfirm &&
        user.confirm_status === 0 &&
        user.email &&
        user.current_hash &&
        user.new_hash
      ) {
        const which =
          hash === user.current_hash ? 'email_change_token_current' : 'email_change_token_new';
        await db.query(
          `update auth.users set email_change_confirm_status = 1, ${which} = '' where id = $1`,
          [user.id],
        );
        return {
          msg: 'Confirmation link accepted. Please proceed to confirm link sent to the other email',
          code: '200',
        };
      }
      await db.runInTransaction([
        {
          sql: `update auth.users set email = email_change, email_change = '', email_change_token_current = '',
                  email_change_token_new = '', email_change_confirm_status = 0,
                  email_confirmed_at = coalesce(email_confirmed_at, $2), updated_at = $2
                where id = $1`,
          params: [user.id, now],
        },
        {
          sql: `update auth.identities set identity_data = identity_data || jsonb_build_object('email', u.email, 'email_verified', true),
                  updated_at = $2
                from auth.users u where u.id = $1 and auth.identities.user_id = u.id and auth.identities.provider = 'email'`,
          params: [user.id, now],
        },
      ]);
    }
    const fresh = (await this.findUserById(db, user.id)) as UserRow;
    return this.issueSession(ctx, db, fresh, 'otp');
  }

  /** `POST /logout?scope=global|local|others`. */
  async logout(
    ctx: AuthRequestContext,
    auth: AuthenticatedUser,
    scope: string | undefined,
  ): Promise<void> {
    if (scope !== undefined && !['', 'global', 'local', 'others'].includes(scope))
      throw badRequest('validation_failed', `Unsupported logout scope "${scope}"`);
    const db = await this.database(ctx.projectId);
    if (auth.sessionId && scope === 'local')
      await db.query('delete from auth.sessions where id = $1', [auth.sessionId]);
    else if (auth.sessionId && scope === 'others')
      await db.query('delete from auth.sessions where id <> $1 and user_id = $2', [
        auth.sessionId,
        auth.user.id,
      ]);
    else await db.query('delete from auth.sessions where user_id = $1', [auth.user.id]);
  }

  /** The project's database, its auth schema brought up to date once per process (the studio's user list reads it too). */
  async database(projectId: string): Promise<ProjectDatabase> {
    const db = await this.options.openDatabase(projectId);
    await this.upgradeSchema(projectId, db);
    return db;
  }

  private async requireKeys(projectId: string): Promise<ProjectApiKeys> {
    const keys = await this.options.keysFor(projectId);
    if (!keys) throw new GoTrueError(404, 'not_found', 'Project not found');
    return keys;
  }

  private async findUserByEmail(
    db: ProjectDatabase,
    email: string,
    aud: string,
  ): Promise<UserRow | null> {
    const result = await db.query<UserRow>(
      `select ${USER_COLUMNS} from auth.users u
       where lower(u.email) = $1 and u.aud = $2 and u.is_sso_user = false
       order by u.created_at limit 1`,
      [email, aud],
    );
    return result.rows[0] ?? null;
  }

  private async findUserById(db: ProjectDatabase, id: string): Promise<UserRow | null> {
    const result = await db.query<UserRow>(
      `select ${USER_COLUMNS} from auth.users u where u.id = $1`,
      [id],
    );
    return result.rows[0] ?? null;
  }

  private async createUser(
    db: ProjectDatabase,
    input: { email: string; aud: string; passwordHash: string; data: Json },
  ): Promise<UserRow> {
    const id = randomUUID();
    const now = this.now();
    const identityData = identityDataOf(id, input.email, input.data);
    await db.runInTransaction([
      {
        sql: `insert into auth.users (id, aud, role, email, encrypted_password, raw_app_meta_data,
                raw_user_meta_data, created_at, updated_at, is_sso_user, is_anonymous)
              values ($1, $2, 'authenticated', $3, $4, $5::jsonb, $6::jsonb, $7, $7, false, false)`,
        params: [
          id,
          input.aud,
          input.email,
          input.passwordHash,
          JSON.stringify(EMAIL_PROVIDER_APP_METADATA),
          JSON.stringify(input.data),
          now,
        ],
      },
      {
        sql: `insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
              values ($1, $2, $3::jsonb, 'email', $4, $4, $4)`,
        params: [id, id, JSON.stringify(identityData), now],
      },
    ]);
    return (await this.findUserById(db, id)) as UserRow;
  }

  /** Marks the e-mail confirmed, as GoTrue's user.Confirm does (and says so in the metadata). */
  private async confirm(db: ProjectDatabase, userId: string, now: Date): Promise<UserRow> {
    await db.query(
      `update auth.users set email_confirmed_at = $2, confirmation_token = '', updated_at = $2,
         raw_user_meta_data = coalesce(raw_user_meta_data, '{}'::jsonb) || '{"email_verified": true}'::jsonb
       where id = $1`,
      [userId, now],
    );
    return (await this.findUserById(db, userId)) as UserRow;
  }

  private async sendConfirmation(
    ctx: AuthRequestContext,
    db: ProjectDatabase,
    user: UserRow,
    now: Date,
  ): Promise<void> {
    const limited = frequencyLimited(user.confirmation_sent_at, now);
    if (limited) throw limited;
    this.limits.takeEmail(ctx.projectId);
    const otp = newOtp();
    const hash = tokenHash(user.email ?? '', otp);
    await db.query(
      'update auth.users set confirmation_token = $2, confirmation_sent_at = $3 where id = $1',
      [user.id, hash, now],
    );
    await this.mail(user.email ?? '', 'Confirm your e-mail address', [
      `Someone signed up on ${ctx.origin} with this e-mail address.`,
      `Enter the code ${otp}, or follow this link: ${verifyLink(ctx.origin, hash, 'signup')}`,
    ]);
  }

  private async mail(to: string, subject: string, lines: string[]): Promise<void> {
    if (!to || !this.options.sendMail) return;
    await this.options.sendMail({ to, subject, text: lines.join('\n\n') });
  }

  /** A new session and its first refresh token, as GoTrue's IssueRefreshToken makes them. */
  private async issueSession(
    ctx: AuthRequestContext,
    db: ProjectDatabase,
    user: UserRow,
    method: 'password' | 'otp' = 'password',
  ): Promise<TokenResponse> {
    const now = this.now();
    const sessionId = randomUUID();
    const refreshToken = newRefreshToken();
    await db.runInTransaction([
      {
        sql: `insert into auth.sessions (id, user_id, created_at, updated_at, aal, user_agent, ip)
              values ($1, $2, $3, $3, 'aal1', $4, $5)`,
        params: [sessionId, user.id, now, ctx.userAgent ?? null, ipOrNull(ctx.ip)],
      },
      {
        sql: `insert into auth.mfa_amr_claims (id, session_id, created_at, updated_at, authentication_method)
              values ($1, $2, $3, $3, $4)`,
        params: [randomUUID(), sessionId, now, method],
      },
      {
        sql: `insert into auth.refresh_tokens (token, user_id, session_id, parent, revoked, created_at, updated_at)
              values ($1, $2, $3, null, false, $4, $4)`,
        params: [refreshTokenHash(refreshToken), user.id, sessionId, now],
      },
      {
        sql: 'update auth.users set last_sign_in_at = $2 where id = $1',
        params: [user.id, now],
      },
      {
        sql: `update auth.identities set last_sign_in_at = $2 where user_id = $1 and provider = 'email'`,
        params: [user.id, now],
      },
    ]);
    const fresh = (await this.findUserById(db, user.id)) as UserRow;
    return this.tokenResponse(ctx, fresh, sessionId, refreshToken);
  }

  /**
   * A sign-up of a taken address, answered as a new address would be and changing nothing: a
   * made-up user (and, with confirmation off, a session that leads nowhere) under a new id.
   */
  private async answerTaken(
    ctx: AuthRequestContext,
    settings: ProjectAuthSettings,
    input: { email: string; aud: string; data: Json },
  ): Promise<TokenResponse | Json> {
    const confirmed = settings.mailerAutoconfirm;
    const user = madeUpUser({ ...input, confirmed, now: this.now() });
    if (!confirmed) return userJson(user);
    const at = Math.floor(this.now().getTime() / 1000);
    return this.signedResponse(ctx, user, randomUUID(), newRefreshToken(), [
      { method: 'password', timestamp: at },
    ]);
  }

  private async tokenResponse(
    ctx: AuthRequestContext,
    user: UserRow,
    sessionId: string,
    refreshToken: string,
  ): Promise<TokenResponse> {
    const claims = await (
      await this.options.openDatabase(ctx.projectId)
    ).query<{ method: string; at: Date | string }>(
      `select authentication_method as method, updated_at as at from auth.mfa_amr_claims
       where session_id = $1 order by updated_at desc`,
      [sessionId],
    );
    const amr = claims.rows.map((row) => ({
      method: row.method,
      timestamp: Math.floor(new Date(row.at).getTime() / 1000),
    }));
    return this.signedResponse(ctx, user, sessionId, refreshToken, amr);
  }

  private async signedResponse(
    ctx: AuthRequestContext,
    user: UserRow,
    sessionId: string,
    refreshToken: string,
    amr: { method: string; timestamp: number }[],
  ): Promise<TokenResponse> {
    const keys = await this.requireKeys(ctx.projectId);
    const now = this.now();
    const { token, expiresAt } = await signAccessToken(
      keys.jwtSecret,
      {
        iss: `${ctx.origin}/auth/v1`,
        sub: user.id,
        aud: user.aud ?? DEFAULT_AUD,
        email: user.email ?? '',
        phone: user.phone ?? '',
        app_metadata: user.raw_app_meta_data ?? {},
        user_metadata: user.raw_user_meta_data ?? {},
        role: user.role ?? 'authenticated',
        aal: 'aal1',
        amr,
        session_id: sessionId,
        is_anonymous: user.is_anonymous,
      },
      now,
    );
    return {
      access_token: token,
      token_type: 'bearer',
      expires_in: expiresAt - Math.floor(now.getTime() / 1000),
      expires_at: expiresAt,
      refresh_token: refreshToken,
      user: userJson(user),
    };
  }
}

/** An e-mail identity's data, as GoTrue stores it: its own facts, then the sign-up's metadata. */
function identityDataOf(id: string, email: string, data: Json): Json {
  const identity: Json = { sub: id, email, email_verified: false, phone_verified: false };
  for (const [key, value] of Object.entries(data)) if (!(key in identity)) identity[key] = value;
  return identity;
}

/**
 * The row a new sign-up would have made (createUser, then confirm or sendConfirmation), under a
 * new id and stored nowhere. GoTrue's made-up user has no role and no identities, which tells it
 * from a real one; this one has both, as a new user does.
 */
function madeUpUser(input: {
  email: string;
  aud: string;
  data: Json;
  confirmed: boolean;
  now: Date;
}): UserRow {
  const id = randomUUID();
  const at = input.now.toISOString();
  const identityData = identityDataOf(id, input.email, input.data);
  return {
    id,
    aud: input.aud,
    role: 'authenticated',
    email: input.email,
    encrypted_password: null,
    email_confirmed_at: input.confirmed ? at : null,
    invited_at: null,
    phone: null,
    phone_confirmed_at: null,
    confirmation_sent_at: input.confirmed ? null : at,
    confirmed_at: input.confirmed ? at : null,
    recovery_sent_at: null,
    email_change: null,
    email_change_sent_at: null,
    last_sign_in_at: input.confirmed ? at : null,
    raw_app_meta_data: EMAIL_PROVIDER_APP_METADATA,
    raw_user_meta_data: input.confirmed ? { ...input.data, email_verified: true } : input.data,
    created_at: at,
    updated_at: at,
    banned_until: null,
    deleted_at: null,
    is_anonymous: false,
    identities: [
      {
        id: randomUUID(),
        provider_id: id,
        user_id: id,
        identity_data: identityData,
        provider: 'email',
        last_sign_in_at: at,
        created_at: at,
        updated_at: at,
        email: input.email,
      },
    ],
  };
}

const studioView = (settings: ProjectAuthSettings): StudioAuthSettings => ({
  emailPassword: settings.emailEnabled,
  signups: !settings.disableSignup,
  confirmEmail: !settings.mailerAutoconfirm,
  passwordMinLength: settings.passwordMinLength,
});

const invalidCredentials = () => badRequest('invalid_credentials', 'Invalid login credentials');

/** The session's ip column is inet: a value Postgres cannot read is left out. */
function ipOrNull(ip: string): string | null {
  return /^[0-9a-fA-F:.]+$/.test(ip) ? ip : null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const NIL_UUID = '00000000-0000-0000-0000-000000000000';

/** GoTrue's `external` map in `GET /settings`, in its order. */
const EXTERNAL_PROVIDERS = [
  'anonymous_users',
  'apple',
  'azure',
  'bitbucket',
  'discord',
  'facebook',
  'snapchat',
  'figma',
  'fly',
  'github',
  'gitlab',
  'google',
  'keycloak',
  'kakao',
  'linkedin',
  'linkedin_oidc',
  'notion',
  'spotify',
  'slack',
  'slack_oidc',
  'workos',
  'twitch',
  'twitter',
  'email',
  'phone',
  'zoom',
] as const;
