/** A row of auth.users as the service reads it (USER_COLUMNS), with its identities. */
export interface UserRow {
  id: string;
  aud: string | null;
  role: string | null;
  email: string | null;
  encrypted_password: string | null;
  email_confirmed_at: Date | string | null;
  invited_at: Date | string | null;
  phone: string | null;
  phone_confirmed_at: Date | string | null;
  confirmation_sent_at: Date | string | null;
  confirmed_at: Date | string | null;
  recovery_sent_at: Date | string | null;
  email_change: string | null;
  email_change_sent_at: Date | string | null;
  last_sign_in_at: Date | string | null;
  raw_app_meta_data: Record<string, unknown> | null;
  raw_user_meta_data: Record<string, unknown> | null;
  created_at: Date | string;
  updated_at: Date | string;
  banned_until: Date | string | null;
  deleted_at: Date | string | null;
  is_anonymous: boolean;
  identities: IdentityRow[] | null;
}

export interface IdentityRow {
  id: string;
  provider_id: string;
  user_id: string;
  identity_data: Record<string, unknown>;
  provider: string;
  last_sign_in_at: string | null;
  created_at: string;
  updated_at: string;
  email: string | null;
}

export const USER_COLUMNS = `u.id, u.aud, u.role, u.email, u.encrypted_password, u.email_confirmed_at, u.invited_at,
  u.phone, u.phone_confirmed_at, u.confirmation_sent_at, u.confirmed_at, u.recovery_sent_at,
  u.email_change, u.email_change_sent_at, u.last_sign_in_at, u.raw_app_meta_data, u.raw_user_meta_data,
  u.created_at, u.updated_at, u.banned_until, u.deleted_at, u.is_anonymous,
  (select coalesce(jsonb_agg(to_jsonb(i) order by i.created_at), '[]'::jsonb)
     from auth.identities i where i.user_id = u.id) as identities`;

const iso = (value: Date | string | null | undefined): string | undefined =>
  value === null || value === undefined ? undefined : new Date(value).toISOString();

/** Drops the keys whose value is undefined, as Go's `omitempty` leaves them out. */
function compact(object: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(object).filter(([, v]) => v !== undefined));
}

/** The user object GoTrue answers with (models.User's JSON), its fields in GoTrue's order. */
export function userJson(row: UserRow): Record<string, unknown> {
  return compact({
    id: row.id,
    aud: row.aud ?? '',
    role: row.role ?? '',
    email: row.email ?? '',
    email_confirmed_at: iso(row.email_confirmed_at),
    invited_at: iso(row.invited_at),
    phone: row.phone ?? '',
    phone_confirmed_at: iso(row.phone_confirmed_at),
    confirmation_sent_at: iso(row.confirmation_sent_at),
    confirmed_at: iso(row.confirmed_at),
    recovery_sent_at: iso(row.recovery_sent_at),
    new_email: row.email_change || undefined,
    email_change_sent_at: iso(row.email_change_sent_at),
    last_sign_in_at: iso(row.last_sign_in_at),
    app_metadata: row.raw_app_meta_data ?? {},
    user_metadata: row.raw_user_meta_data ?? {},
    identities: (row.identities ?? []).map(identityJson),
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
    banned_until: iso(row.banned_until),
    deleted_at: iso(row.deleted_at),
    is_anonymous: row.is_anonymous,
  });
}

function identityJson(row: IdentityRow): Record<string, unknown> {
  return compact({
    identity_id: row.id,
    id: row.provider_id,
    user_id: row.user_id,
    identity_data: row.identity_data,
    provider: row.provider,
    last_sign_in_at: iso(row.last_sign_in_at),
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
    email: row.email ?? undefined,
  });
}

/** Whether the user is banned right now (banned_until in the future). */
export const isBanned = (row: UserRow, now: Date) =>
  row.banned_until !== null && new Date(row.banned_until).getTime() > now.getTime();
