import { createHash, randomBytes } from 'node:crypto';
import type { ProjectDatabase, TxStep } from '../project-db/project-database';
import { badRequest, forbidden, GoTrueError, unprocessable } from './errors';
import { parseGoDuration } from './go-duration';
import { paginationLink } from './pagination-link';
import {
  bodyField,
  EMAIL_PROVIDER_APP_METADATA,
  emailExists,
  emailTaken,
  insertEmailUser,
  mergeMetadata,
} from './new-user';
import { hashPassword, PASSWORD_MAX_LENGTH, validateEmail, weakPasswordError } from './passwords';
import type { AuthenticatedUser, AuthRequestContext } from './service';
import { verifyAccessToken } from './tokens';
import { USER_COLUMNS, userJson, type UserRow } from './user-json';

type Json = Record<string, unknown>;

export interface AdminDeps {
  database: (projectId: string) => Promise<ProjectDatabase>;
  now: () => Date;
  /** The project's HS256 secret; GoTrue's 404 when there is no such project. */
  jwtSecret: (projectId: string) => Promise<string>;
  findUserById: (db: ProjectDatabase, id: string) => Promise<UserRow | null>;
  /** GoTrue's requireAuthentication: a token naming a session must name a live one. */
  authenticate: (ctx: AuthRequestContext, authorization: string) => Promise<AuthenticatedUser>;
  /** The project's shortest allowed password (its GoTrue PASSWORD_MIN_LENGTH). */
  passwordMinLength: (projectId: string) => Promise<number>;
}

/** GoTrue's default GOTRUE_JWT_ADMIN_ROLES. */
const ADMIN_ROLES = ['service_role', 'supabase_admin'];
const DEFAULT_AUD = 'authenticated';
const NIL_UUID = '00000000-0000-0000-0000-000000000000';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** GoTrue's default page size of `GET /admin/users` (internal/api/pagination.go). */
const DEFAULT_PER_PAGE = 50;
const STRUCT = 'api.AdminUserParams';

/** GoTrue's `ban_duration`: a Go duration, `none` to lift a ban; undefined when not given. */
function banDuration(body: Json): number | undefined {
  const given = bodyField(body, STRUCT, 'ban_duration', 'string');
  if (!given) return undefined;
  if (given === 'none') return 0;
  try {
    return parseGoDuration(given);
  } catch (error) {
    throw badRequest(
      'validation_failed',
      `invalid format for ban duration: ${(error as Error).message}`,
    );
  }
}

/** A page parameter as Go's strconv.ParseUint reads it; undefined when empty. */
function pageParam(value: string | undefined): number | undefined {
  if (value === undefined || value === '') return undefined;
  if (!/^\d+$/.test(value))
    throw badRequest(
      'validation_failed',
      `Bad Pagination Parameters: strconv.ParseUint: parsing ${JSON.stringify(value)}: invalid syntax`,
    );
  return Number(value);
}

/** GoTrue's SoftDeleteUser scrambling of an address: base64url of SHA-256 over the id and the value. */
const obfuscated = (id: string, value: string) =>
  createHash('sha256').update(`${id}${value}`).digest('base64url');

/**
 * GoTrue's admin API (internal/api/admin.go) for one project's users, open only to a token whose
 * role is an admin role: the service-role key.
 */
export class AdminUsers {
  constructor(private readonly deps: AdminDeps) {}

  /** GoTrue's requireAdminCredentials: a bearer token, valid, naming an admin role. */
  async authorize(ctx: AuthRequestContext, authorization: string | undefined): Promise<void> {
    const match = /^\s*bearer\s+(\S+)\s*$/i.exec(authorization ?? '');
    if (!match?.[1])
      throw new GoTrueError(401, 'no_authorization', 'This endpoint requires a valid Bearer token');
    const secret = await this.deps.jwtSecret(ctx.projectId);
    const claims = await verifyAccessToken(secret, match[1], this.deps.now());
    // A user's token must still have its session, even though no user's role is an admin role.
    if (claims.session_id && claims.session_id !== NIL_UUID)
      await this.deps.authenticate(ctx, `Bearer ${match[1]}`);
    if (!ADMIN_ROLES.includes(String(claims.role)))
      throw forbidden('not_admin', 'User not allowed');
  }

  /** `GET /admin/users`: a page of the audience's users, newest first, with GoTrue's paging headers. */
  async list(
    ctx: AuthRequestContext,
    query: { page?: string; per_page?: string; filter?: string },
    /** The request's path and query as GoTrue sees them (without `/auth/v1`), for the Link header. */
    requestPath: string,
  ): Promise<{ body: Json; headers: Record<string, string> }> {
    const aud = ctx.audience ?? DEFAULT_AUD;
    // Pop's paginator reads a page below 1 as 1 and a page size below 1 as 20.
    const page = Math.max(pageParam(query.page) ?? 1, 1);
    const given = pageParam(query.per_page);
    const perPage = given === undefined ? DEFAULT_PER_PAGE : given < 1 ? 20 : given;
    const db = await this.deps.database(ctx.projectId);
    const filter = query.filter ? `%${query.filter}%` : null;
    const where = `u.aud = $1 and ($2::text is null or u.email like $2 or u.raw_user_meta_data ->> 'full_name' ilike $2)`;
    const counted = await db.query<{ count: string }>(
      `select count(*)::text as count from auth.users u where ${where}`,
      [aud, filter],
    );
    const total = Number(counted.rows[0]?.count ?? 0);
    const limit = Math.min(perPage, 2 ** 31 - 1);
    const offset = Math.min((page - 1) * perPage, Number.MAX_SAFE_INTEGER);
    const users = await db.query<UserRow>(
      `select ${USER_COLUMNS} from auth.users u where ${where}
       order by u.created_at desc, u.id limit $3 offset $4`,
      [aud, filter, limit, String(offset)],
    );
    return {
      body: { users: users.rows.map(userJson), aud },
      headers: {
        'x-total-count': String(total),
        link: paginationLink(requestPath, page, Math.ceil(total / perPage)),
      },
    };
  }

  /** `GET /admin/users/{id}`. */
  async get(ctx: AuthRequestContext, id: string): Promise<Json> {
    const db = await this.deps.database(ctx.projectId);
    return userJson(await this.load(db, id));
  }

  /** `POST /admin/users`: a user with the given address, password, metadata, role and ban, confirmed if asked. */
  async create(ctx: AuthRequestContext, body: Json): Promise<Json> {
    const givenEmail = bodyField(body, STRUCT, 'email', 'string');
    const phone = bodyField(body, STRUCT, 'phone', 'string');
    const password = bodyField(body, STRUCT, 'password', 'string');
    const passwordHash = bodyField(body, STRUCT, 'password_hash', 'string');
    const aud = bodyField(body, STRUCT, 'aud', 'string') || (ctx.audience ?? DEFAULT_AUD);
    if (!givenEmail && !phone)
      throw badRequest(
        'validation_failed',
        'Cannot create a user without either an email or phone',
      );
    const db = await this.deps.database(ctx.projectId);
    const email = givenEmail ? validateEmail(givenEmail) : '';
    if (email && (await emailTaken(db, email, aud))) throw emailExists();
    if (phone) throw phoneNotServed();
    if (password !== undefined && passwordHash)
      throw badRequest(
        'validation_failed',
        'Only a password or a password hash should be provided',
      );
    // Bridge hashes with Argon2id and cannot take another system's hashes: a password instead.
    if (passwordHash)
      throw badRequest('validation_failed', 'password_hash is not supported here: send password');
    // GoTrue checks no strength here, only bcrypt's limit; none given is a random one.
    if (password && Buffer.byteLength(password, 'utf8') > PASSWORD_MAX_LENGTH)
      throw badRequest('validation_failed', 'bcrypt: password length exceeds 72 bytes');
    const id = customId(bodyField(body, STRUCT, 'id', 'string'));
    const ban = banDuration(body);
    const userMetadata = bodyField(body, STRUCT, 'user_metadata', 'object') ?? {};
    const appMetadata = mergeMetadata(
      EMAIL_PROVIDER_APP_METADATA,
      bodyField(body, STRUCT, 'app_metadata', 'object') ?? {},
    );
    const role = (bodyField(body, STRUCT, 'role', 'string') || DEFAULT_AUD).trim();
    const confirm = bodyField(body, STRUCT, 'email_confirm', 'boolean') ?? false;
    const now = this.deps.now();
    const created = await insertEmailUser(db, {
      ...(id ? { id } : {}),
      email,
      aud,
      role,
      passwordHash: await hashPassword(password || randomBytes(48).toString('base64url')),
      userMetadata: confirm ? { ...userMetadata, email_verified: true } : userMetadata,
      appMetadata,
      now,
    }).catch((error: unknown) => {
      throw internal('Database error creating new user', error);
    });
    const steps: TxStep[] = [];
    if (confirm)
      steps.push({
        sql: `update auth.users set email_confirmed_at = $2, confirmation_token = '' where id = $1`,
        params: [created, now],
      });
    return this.apply(db, created, steps, ban, now);
  }

  /** `PUT /admin/users/{id}`: the fields given, as GoTrue's adminUserUpdate changes them. */
  async update(ctx: AuthRequestContext, id: string, body: Json): Promise<Json> {
    const db = await this.deps.database(ctx.projectId);
    const user = await this.load(db, id);
    const givenEmail = bodyField(body, STRUCT, 'email', 'string');
    const email = givenEmail ? validateEmail(givenEmail) : '';
    if (bodyField(body, STRUCT, 'phone', 'string')) throw phoneNotServed();
    const ban = banDuration(body);
    const password = bodyField(body, STRUCT, 'password', 'string');
    if (password !== undefined) {
      const weak = weakPasswordError(password, await this.deps.passwordMinLength(ctx.projectId));
      if (weak) throw weak;
    }
    const role = bodyField(body, STRUCT, 'role', 'string');
    const confirm = bodyField(body, STRUCT, 'email_confirm', 'boolean') ?? false;
    const appMetadata = bodyField(body, STRUCT, 'app_metadata', 'object');
    const userMetadata = bodyField(body, STRUCT, 'user_metadata', 'object');
    // GoTrue leaves a taken address to the database's unique index (a 500); the 422 it gives elsewhere says more.
    if (email && email !== user.email && (await emailTaken(db, email, user.aud ?? '', user.id)))
      throw emailExists();

    const now = this.deps.now();
    const steps: TxStep[] = [];
    const set = (sql: string, ...params: unknown[]) =>
      steps.push({
        sql: `update auth.users set ${sql}, updated_at = $2 where id = $1`,
        params: [id, now, ...params],
      });
    let meta = user.raw_user_meta_data ?? {};
    if (role) set('role = $3', role.trim());
    if (confirm) {
      set(`email_confirmed_at = $2, confirmation_token = ''`);
      meta = { ...meta, email_verified: true };
    }
    if (password !== undefined) {
      set(
        `encrypted_password = $3, confirmation_token = '', confirmation_sent_at = null,
         recovery_token = '', recovery_sent_at = null, email_change_token_current = '',
         email_change_token_new = '', email_change_sent_at = null, phone_change_token = '',
         phone_change_sent_at = null, reauthentication_token = '', reauthentication_sent_at = null`,
        await hashPassword(password),
      );
      // A new password signs the user out everywhere (GoTrue's UpdatePassword without a session).
      steps.push({ sql: 'delete from auth.sessions where user_id = $1', params: [id] });
    }
    if (email) {
      steps.push({
        sql: `insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
              values ($1::text, $1::uuid, jsonb_build_object('sub', $1::text, 'email', $2::text, 'email_verified', $3::boolean, 'phone_verified', false), 'email', $4, $4, $4)
              on conflict (provider_id, provider) do update set
                identity_data = auth.identities.identity_data || jsonb_build_object('email', $2::text, 'email_verified', $3::boolean),
                updated_at = $4`,
        params: [id, email, confirm, now],
      });
      set('email = $3', email);
    }
    if (appMetadata)
      set(
        'raw_app_meta_data = $3::jsonb',
        JSON.stringify(mergeMetadata(user.raw_app_meta_data, appMetadata)),
      );
    if (userMetadata || confirm)
      set(
        'raw_user_meta_data = $3::jsonb',
        JSON.stringify(mergeMetadata(meta, userMetadata ?? {})),
      );
    return this.apply(db, id, steps, ban, now);
  }

  /** `DELETE /admin/users/{id}`: gone, or with `should_soft_delete` scrambled and kept as GoTrue keeps it. */
  async remove(ctx: AuthRequestContext, id: string, body: Json): Promise<Json> {
    const db = await this.deps.database(ctx.projectId);
    const user = await this.load(db, id);
    const soft = bodyField(body, 'api.adminUserDeleteParams', 'should_soft_delete', 'boolean');
    if (!soft) {
      await db.query('delete from auth.users where id = $1', [id]);
      return {};
    }
    if (user.deleted_at) return {};
    const now = this.deps.now();
    const phone = user.phone ? obfuscated(id, user.phone).slice(0, 15) : '';
    await db.runInTransaction([
      {
        sql: `update auth.users set email = $2, phone = $3, email_change = $4, phone_change = '',
                encrypted_password = null, confirmation_token = '', recovery_token = '',
                email_change_token_current = '', email_change_token_new = '', phone_change_token = '',
                deleted_at = $5, updated_at = $5, raw_user_meta_data = '{}'::jsonb, raw_app_meta_data = '{}'::jsonb
              where id = $1`,
        params: [
          id,
          obfuscated(id, user.email ?? ''),
          phone || null,
          obfuscated(id, user.email_change ?? ''),
          now,
        ],
      },
      {
        sql: `update auth.identities set identity_data = '{}'::jsonb, updated_at = $2,
                provider_id = translate(rtrim(encode(sha256(convert_to(user_id::text || provider || ':' || provider_id, 'UTF8')), 'base64'), '='), '+/', '-_')
              where user_id = $1`,
        params: [id, now],
      },
      { sql: 'delete from auth.sessions where user_id = $1', params: [id] },
    ]);
    return {};
  }

  /** GoTrue's loadUser: 404 for an id that is not a UUID or names nobody. */
  private async load(db: ProjectDatabase, id: string): Promise<UserRow> {
    if (!UUID.test(id)) throw new GoTrueError(404, 'validation_failed', 'user_id must be an UUID');
    const user = await this.deps.findUserById(db, id);
    if (!user) throw new GoTrueError(404, 'user_not_found', 'User not found');
    return user;
  }

  /** Runs the changes and the ban (0 lifts it) in one transaction; answers the user as it now is. */
  private async apply(
    db: ProjectDatabase,
    id: string,
    steps: TxStep[],
    ban: number | undefined,
    now: Date,
  ): Promise<Json> {
    if (ban !== undefined)
      steps.push({
        sql: 'update auth.users set banned_until = $2, updated_at = $3 where id = $1',
        params: [id, ban === 0 ? null : new Date(now.getTime() + ban), now],
      });
    if (steps.length) await db.runInTransaction(steps);
    return userJson(await this.load(db, id));
  }
}

/** GoTrue's checks of a chosen id. */
function customId(id: string | undefined): string | undefined {
  if (!id) return undefined;
  if (!UUID.test(id))
    throw badRequest('validation_failed', 'ID must conform to the uuid v4 format');
  if (id === NIL_UUID) throw badRequest('validation_failed', 'ID cannot be a nil uuid');
  return id.toLowerCase();
}

/** Phone users need an SMS provider for everything after creation, which Bridge has none of. */
const phoneNotServed = () => unprocessable('phone_provider_disabled', 'Phone signups are disabled');

function internal(message: string, cause: unknown): GoTrueError {
  const error = new GoTrueError(500, 'unexpected_failure', message);
  error.cause = cause;
  return error;
}
