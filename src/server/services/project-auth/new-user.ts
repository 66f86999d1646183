import { randomUUID } from 'node:crypto';
import type { ProjectDatabase } from '../project-db/project-database';
import { badRequest, unprocessable } from './errors';

type Json = Record<string, unknown>;

/** GoTrue's answer to a second account on a taken address (internal/api/errors.go's DuplicateEmailMsg). */
export const emailExists = () =>
  unprocessable('email_exists', 'A user with this email address has already been registered');

/** GoTrue's app metadata of an e-mail user. */
export const EMAIL_PROVIDER_APP_METADATA = { provider: 'email', providers: ['email'] };

/** GoTrue's merge of metadata updates: null removes a key, anything else sets it. */
export function mergeMetadata(current: Json | null, updates: Json): Json {
  const merged: Json = { ...(current ?? {}) };
  for (const [key, value] of Object.entries(updates)) {
    if (value === null) delete merged[key];
    else merged[key] = value;
  }
  return merged;
}

/** Whether another user of the audience already has this address (GoTrue's IsDuplicatedEmail). */
export async function emailTaken(
  db: ProjectDatabase,
  email: string,
  aud: string,
  exceptId?: string,
): Promise<boolean> {
  const found = await db.query(
    `select 1 from auth.users
     where lower(email) = $1 and aud = $2 and is_sso_user = false and ($3::uuid is null or id <> $3::uuid)`,
    [email, aud, exceptId ?? null],
  );
  return Boolean(found.rowCount);
}

export interface NewEmailUser {
  id?: string;
  email: string;
  aud: string;
  role: string;
  /** Null for an invited user, who sets a password after following the link. */
  passwordHash: string | null;
  userMetadata: Json;
  appMetadata: Json;
  now: Date;
}

/**
 * Inserts an e-mail user and its identity, as the admin API, invites and generated sign-up links
 * make them: the identity holds only the address, not the metadata (GoTrue's createNewIdentity).
 */
export async function insertEmailUser(db: ProjectDatabase, user: NewEmailUser): Promise<string> {
  const id = user.id ?? randomUUID();
  const identityData = { sub: id, email: user.email, email_verified: false, phone_verified: false };
  await db.runInTransaction([
    {
      sql: `insert into auth.users (id, aud, role, email, encrypted_password, raw_app_meta_data,
              raw_user_meta_data, created_at, updated_at, is_sso_user, is_anonymous)
            values ($1, $2, $3, $4, $5, $6::jsonb, $7::jsonb, $8, $8, false, false)`,
      params: [
        id,
        user.aud,
        user.role,
        user.email,
        user.passwordHash,
        JSON.stringify(user.appMetadata),
        JSON.stringify(user.userMetadata),
        user.now,
      ],
    },
    {
      sql: `insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
            values ($1, $2, $3::jsonb, 'email', $4, $4, $4)`,
      params: [id, id, JSON.stringify(identityData), user.now],
    },
  ]);
  return id;
}

/**
 * A new user who follows an e-mailed link to get in (an invite, or a generated sign-up link):
 * an e-mail user with the given metadata and, for an invite, no password yet.
 */
export async function insertLinkUser(
  db: ProjectDatabase,
  input: { email: string; aud: string; data: Json; passwordHash: string | null; now: Date },
): Promise<string> {
  return insertEmailUser(db, {
    email: input.email,
    aud: input.aud,
    role: 'authenticated',
    passwordHash: input.passwordHash,
    userMetadata: input.data,
    appMetadata: EMAIL_PROVIDER_APP_METADATA,
    now: input.now,
  });
}

type Kind = 'string' | 'boolean' | 'object';
const GO_TYPES: Record<Kind, string> = {
  string: 'string',
  boolean: 'bool',
  object: 'map[string]interface {}',
};

function jsonKind(value: unknown): string {
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'boolean') return 'bool';
  return typeof value;
}

/**
 * A field of a request body as Go's JSON decoding into GoTrue's params struct reads it: absent
 * or null is undefined, a wrong type is GoTrue's `bad_json` with encoding/json's wording.
 */
export function bodyField<K extends Kind>(
  body: Json,
  struct: string,
  name: string,
  kind: K,
): (K extends 'string' ? string : K extends 'boolean' ? boolean : Json) | undefined {
  const value = body[name];
  if (value === undefined || value === null) return undefined;
  const ok =
    kind === 'object' ? typeof value === 'object' && !Array.isArray(value) : typeof value === kind;
  if (!ok)
    throw badRequest(
      'bad_json',
      `Could not parse request body as JSON: json: cannot unmarshal ${jsonKind(value)} into Go struct field ${struct}.${name} of type ${GO_TYPES[kind]}`,
    );
  return value as never;
}
