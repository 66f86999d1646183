/**
 * The parts of GoTrue's `auth` schema that the project's `/auth/v1` uses: `auth.users` brought up
 * to GoTrue's columns, and its identities, sessions and refresh tokens. Every statement is
 * idempotent, so the same list extends the template (appended to the baseline) and, once per
 * process, a project database made by an earlier release. The project's own role owns `auth`,
 * so it can run them.
 */
const HASHED = '^[0-9a-f]{64}$';
const HASHED_CHECK = 'refresh_tokens_token_hashed';
const sha256Hex = (column: string) => `encode(sha256(convert_to(${column}, 'UTF8')), 'hex')`;

export const AUTH_SCHEMA_STATEMENTS: readonly string[] = [
  `alter table auth.users
  add column if not exists instance_id uuid,
  add column if not exists aud varchar(255) default 'authenticated',
  add column if not exists role varchar(255) default 'authenticated',
  add column if not exists encrypted_password varchar(255),
  add column if not exists email_confirmed_at timestamptz,
  add column if not exists invited_at timestamptz,
  add column if not exists confirmation_token varchar(255),
  add column if not exists confirmation_sent_at timestamptz,
  add column if not exists recovery_token varchar(255),
  add column if not exists recovery_sent_at timestamptz,
  add column if not exists email_change_token_new varchar(255),
  add column if not exists email_change varchar(255),
  add column if not exists email_change_sent_at timestamptz,
  add column if not exists email_change_token_current varchar(255) default '',
  add column if not exists email_change_confirm_status smallint default 0,
  add column if not exists last_sign_in_at timestamptz,
  add column if not exists raw_app_meta_data jsonb default '{}'::jsonb,
  add column if not exists is_super_admin boolean,
  add column if not exists phone text default null,
  add column if not exists phone_confirmed_at timestamptz,
  add column if not exists phone_change text default '',
  add column if not exists phone_change_token varchar(255) default '',
  add column if not exists phone_change_sent_at timestamptz,
  add column if not exists reauthentication_token varchar(255) default '',
  add column if not exists reauthentication_sent_at timestamptz,
  add column if not exists banned_until timestamptz,
  add column if not exists is_sso_user boolean not null default false,
  add column if not exists deleted_at timestamptz,
  add column if not exists is_anonymous boolean not null default false`,
  // GoTrue computes it; a generated column keeps rows written by plain SQL right as well.
  `alter table auth.users add column if not exists confirmed_at timestamptz
  generated always as (least(email_confirmed_at, phone_confirmed_at)) stored`,
  // Rows written before these columns existed (seeds, earlier releases) can still sign in.
  `update auth.users set aud = 'authenticated' where aud is null`,
  `update auth.users set role = 'authenticated' where role is null`,
  `update auth.users set raw_app_meta_data = '{"provider":"email","providers":["email"]}'::jsonb
  where raw_app_meta_data is null or raw_app_meta_data = '{}'::jsonb`,
  `create index if not exists users_instance_id_email_idx on auth.users (instance_id, lower(email))`,
  `create table if not exists auth.identities (
  id uuid primary key default gen_random_uuid(),
  provider_id text not null,
  user_id uuid not null references auth.users (id) on delete cascade,
  identity_data jsonb not null,
  provider text not null,
  last_sign_in_at timestamptz,
  created_at timestamptz,
  updated_at timestamptz,
  email text generated always as (lower(identity_data ->> 'email')) stored,
  constraint identities_provider_id_provider_unique unique (provider_id, provider)
)`,
  `create index if not exists identities_user_id_idx on auth.identities (user_id)`,
  `create table if not exists auth.sessions (
  id uuid primary key,
  user_id uuid not null references auth.users (id) on delete cascade,
  created_at timestamptz,
  updated_at timestamptz,
  factor_id uuid,
  aal text,
  not_after timestamptz,
  refreshed_at timestamp,
  user_agent text,
  ip inet,
  tag text
)`,
  `create index if not exists sessions_user_id_idx on auth.sessions (user_id)`,
  // How each session signed in (password, otp): the access token's amr claim.
  `create table if not exists auth.mfa_amr_claims (
  session_id uuid not null references auth.sessions (id) on delete cascade,
  created_at timestamptz not null,
  updated_at timestamptz not null,
  authentication_method text not null,
  id uuid primary key,
  constraint mfa_amr_claims_session_id_authentication_method_pkey unique (session_id, authentication_method)
)`,
  `create table if not exists auth.refresh_tokens (
  instance_id uuid,
  id bigserial primary key,
  token varchar(255) unique,
  user_id varchar(255),
  revoked boolean,
  created_at timestamptz,
  updated_at timestamptz,
  parent varchar(255),
  session_id uuid references auth.sessions (id) on delete cascade
)`,
  // The studio's per-project switches for /auth/v1 (GoTrue keeps them in its environment): one row.
  `create table if not exists auth.bridge_settings (
  id boolean primary key default true check (id),
  mailer_autoconfirm boolean not null default true,
  updated_at timestamptz not null default now()
)`,
  // GoTrue's DISABLE_SIGNUP and EXTERNAL_EMAIL_ENABLED; a row from an earlier release keeps today's behaviour.
  `alter table auth.bridge_settings
  add column if not exists disable_signup boolean not null default false,
  add column if not exists email_enabled boolean not null default true`,
  // GoTrue's PASSWORD_MIN_LENGTH: 6 unless the founder asks for more; bcrypt ignores bytes past 72.
  `alter table auth.bridge_settings
  add column if not exists password_min_length integer not null default 6
    constraint bridge_settings_password_min_length_check check (password_min_length between 6 and 72)`,
  `create index if not exists refresh_tokens_parent_idx on auth.refresh_tokens (parent)`,
  `create index if not exists refresh_tokens_session_id_revoked_idx on auth.refresh_tokens (session_id, revoked)`,
  // Refresh tokens are kept as their SHA-256 (refreshTokenHash): an earlier release's plain tokens are hashed in place and keep working.
  `update auth.refresh_tokens set token = ${sha256Hex('token')} where token !~ '${HASHED}'`,
  `update auth.refresh_tokens set parent = ${sha256Hex('parent')} where parent !~ '${HASHED}'`,
  `alter table auth.refresh_tokens drop constraint if exists ${HASHED_CHECK},
  add constraint ${HASHED_CHECK} check (token ~ '${HASHED}')`,
];

/** The columns of auth.users the service reads or writes. */
const USED_COLUMNS = [
  'aud',
  'role',
  'encrypted_password',
  'email_confirmed_at',
  'confirmation_token',
  'confirmation_sent_at',
  'recovery_token',
  'recovery_sent_at',
  'email_change',
  'email_change_token_new',
  'email_change_sent_at',
  'last_sign_in_at',
  'raw_app_meta_data',
  'phone',
  'banned_until',
  'is_sso_user',
  'deleted_at',
  'is_anonymous',
  'confirmed_at',
];

/** The columns of auth.bridge_settings the service reads. */
const SETTINGS_COLUMNS = [
  'mailer_autoconfirm',
  'disable_signup',
  'email_enabled',
  'password_min_length',
];

const hasColumns = (table: string, columns: readonly string[]) =>
  `(select count(*) from pg_attribute
         where attrelid = to_regclass('${table}') and not attisdropped
           and attname = any (array[${columns.map((c) => `'${c}'`).join(', ')}])) = ${columns.length}`;

/** True when a database already has everything above, so nothing needs to take a lock on auth.users. */
const PRESENT = `to_regclass('auth.identities') is not null
    and to_regclass('auth.sessions') is not null
    and to_regclass('auth.refresh_tokens') is not null
    and to_regclass('auth.mfa_amr_claims') is not null
    and to_regclass('auth.bridge_settings') is not null
    and exists (select 1 from pg_constraint
      where conrelid = to_regclass('auth.refresh_tokens') and conname = '${HASHED_CHECK}')
    and ${hasColumns('auth.users', USED_COLUMNS)}
    and ${hasColumns('auth.bridge_settings', SETTINGS_COLUMNS)}`;

/**
 * One statement: it changes nothing where the schema is already there, so a connected Supabase
 * database (whose auth tables belong to another role) and a ready project are left alone.
 */
export const AUTH_SCHEMA_SQL = `do $auth_schema$
begin
  if not (${PRESENT}) then
${AUTH_SCHEMA_STATEMENTS.map((s) => `    execute $s$${s}$s$;`).join('\n')}
  end if;
end
$auth_schema$;`;
