import { createHash, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProjectDatabases } from '@server/services/project-db';
import { parseSql } from '@server/services/project-db';
import { BASELINE_SQL } from '@server/services/project-db/baseline-sql';
import { AUTH_SCHEMA_SQL, ProjectAuthService } from '@server/services/project-auth';
import { createTestPool } from '../project-db/support';

let pool: ProjectDatabases;
let dispose: () => Promise<void>;
const keys = {
  jwtSecret: 'a test secret that is long enough for HS256 signing',
  anonKey: 'anon',
  serviceRoleKey: 'service',
};
const ctx = (projectId: string) => ({
  projectId,
  origin: 'http://shop.localhost:3000',
  ip: '127.0.0.1',
});

beforeAll(async () => {
  ({ pool, dispose } = await createTestPool());
});
afterAll(() => dispose?.());

describe('the auth schema of a project database', () => {
  it('is part of the baseline, which still parses as one script', async () => {
    expect(BASELINE_SQL).toContain(AUTH_SCHEMA_SQL);
    expect((await parseSql(BASELINE_SQL)).ok).toBe(true);
  });

  it('is brought up to date the first time auth is used on a database made before it', async () => {
    const projectId = randomUUID();
    await pool.create(projectId);
    const db = await pool.open(projectId);
    // What an earlier release's template held: auth.users with five columns and no sessions.
    await db.runInTransaction([
      {
        sql: 'drop table auth.mfa_amr_claims, auth.refresh_tokens, auth.sessions, auth.identities',
      },
      {
        sql: `alter table auth.users drop column confirmed_at, drop column aud, drop column role,
                drop column encrypted_password, drop column is_anonymous, drop column raw_app_meta_data`,
      },
      { sql: "insert into auth.users (email) values ('seeded@example.com')" },
    ]);
    const auth = new ProjectAuthService({
      openDatabase: (id) => pool.open(id),
      keysFor: async () => keys,
    });
    const session = await auth.signUp(ctx(projectId), {
      email: 'new@example.com',
      password: 'a password',
    });
    expect(session).toMatchObject({ token_type: 'bearer', user: { email: 'new@example.com' } });
    const seeded = await db.query<{ aud: string; role: string; raw_app_meta_data: unknown }>(
      "select aud, role, raw_app_meta_data from auth.users where email = 'seeded@example.com'",
    );
    expect(seeded.rows[0]).toEqual({
      aud: 'authenticated',
      role: 'authenticated',
      raw_app_meta_data: { provider: 'email', providers: ['email'] },
    });
    // Running it again changes nothing and takes no lock: the schema is there.
    await db.query(AUTH_SCHEMA_SQL);
    await db.query(AUTH_SCHEMA_SQL);
    const counts = await db.query<{ sessions: number; tokens: number }>(
      'select (select count(*)::int from auth.sessions) as sessions, (select count(*)::int from auth.refresh_tokens) as tokens',
    );
    expect(counts.rows[0]).toEqual({ sessions: 1, tokens: 1 });
  });

  it('keeps a settings row from before the sign-in switches, with sign-ups and e-mail sign-in on', async () => {
    const projectId = randomUUID();
    await pool.create(projectId);
    const db = await pool.open(projectId);
    // An earlier release's row: confirmation turned on, no sign-in switches yet.
    await db.runInTransaction([
      {
        sql: 'alter table auth.bridge_settings drop column disable_signup, drop column email_enabled, drop column password_min_length',
      },
      { sql: 'insert into auth.bridge_settings (id, mailer_autoconfirm) values (true, false)' },
    ]);
    const auth = new ProjectAuthService({
      openDatabase: (id) => pool.open(id),
      keysFor: async () => keys,
    });
    expect(await auth.studioSettings(projectId)).toEqual({
      emailPassword: true,
      signups: true,
      confirmEmail: true,
      passwordMinLength: 6,
    });
    expect(await auth.changeStudioSettings(projectId, { signups: false })).toEqual({
      emailPassword: true,
      signups: false,
      confirmEmail: true,
      passwordMinLength: 6,
    });
    await expect(
      auth.signUp(ctx(projectId), { email: 'late@example.com', password: 'a password' }),
    ).rejects.toMatchObject({ status: 422, errorCode: 'signup_disabled' });
    // The minimum password length is kept by the database too: nothing outside 6 to 72 is stored.
    await expect(
      db.query('update auth.bridge_settings set password_min_length = 73'),
    ).rejects.toThrow(/password_min_length/);
  });

  it('asks for confirmation by e-mail when a project turns autoconfirm off', async () => {
    const projectId = randomUUID();
    await pool.create(projectId);
    const mails: { to: string; subject: string; text: string }[] = [];
    const auth = new ProjectAuthService({
      openDatabase: (id) => pool.open(id),
      keysFor: async () => keys,
      settingsFor: () => ({
        mailerAutoconfirm: false,
        disableSignup: false,
        emailEnabled: true,
        passwordMinLength: 6,
      }),
      sendMail: async (mail) => {
        mails.push(mail);
      },
    });
    expect(await auth.publicSettings(projectId)).toMatchObject({ mailer_autoconfirm: false });
    const user = (await auth.signUp(ctx(projectId), {
      email: 'Later@Example.com',
      password: 'a password',
    })) as Record<string, unknown>;
    expect(user).not.toHaveProperty('access_token');
    expect(user).toMatchObject({
      email: 'later@example.com',
      confirmation_sent_at: expect.any(String),
    });
    expect(user).not.toHaveProperty('email_confirmed_at');
    expect(mails).toEqual([expect.objectContaining({ to: 'later@example.com' })]);
    await expect(
      auth.signInWithPassword(ctx(projectId), {
        email: 'later@example.com',
        password: 'a password',
      }),
    ).rejects.toMatchObject({ status: 400, errorCode: 'email_not_confirmed' });
    // Asking again within a minute is GoTrue's frequency limit.
    await expect(
      auth.signUp(ctx(projectId), { email: 'later@example.com', password: 'a password' }),
    ).rejects.toMatchObject({ status: 429, errorCode: 'over_email_send_rate_limit' });
    const code = /code (\d{6})/.exec((mails[0] as { text: string }).text)?.[1];
    const verified = await auth.verify(ctx(projectId), {
      type: 'signup',
      email: 'later@example.com',
      token: code,
    });
    expect(verified).toMatchObject({
      token_type: 'bearer',
      user: { email: 'later@example.com', email_confirmed_at: expect.any(String) },
    });
    const signedIn = await auth.signInWithPassword(ctx(projectId), {
      email: 'later@example.com',
      password: 'a password',
    });
    expect(signedIn.access_token).toEqual(expect.any(String));
  });

  it('keeps only a hash of each refresh token, so a token read from the database is refused', async () => {
    const projectId = randomUUID();
    await pool.create(projectId);
    const db = await pool.open(projectId);
    const auth = new ProjectAuthService({
      openDatabase: (id) => pool.open(id),
      keysFor: async () => keys,
    });
    const session = (await auth.signUp(ctx(projectId), {
      email: 'kept@example.com',
      password: 'a password',
    })) as { refresh_token: string };
    const stored = await db.query<{ token: string }>('select token from auth.refresh_tokens');
    expect(stored.rows).toEqual([{ token: sha256(session.refresh_token) }]);
    await expect(
      auth.refresh(ctx(projectId), { refresh_token: stored.rows[0]!.token }),
    ).rejects.toMatchObject({ errorCode: 'refresh_token_not_found' });
    const refreshed = await auth.refresh(ctx(projectId), { refresh_token: session.refresh_token });
    expect(refreshed.user).toMatchObject({ email: 'kept@example.com' });
    // The database refuses a plain token, so no code path can store one by mistake.
    await expect(db.query("update auth.refresh_tokens set token = 'plainplain12'")).rejects.toThrow(
      /refresh_tokens_token_hashed/,
    );
  });

  it("hashes an earlier release's plain refresh tokens in place, and they keep working", async () => {
    const projectId = randomUUID();
    await pool.create(projectId);
    const db = await pool.open(projectId);
    const userId = randomUUID();
    const sessionId = randomUUID();
    // What an earlier release stored: plain tokens, the newest naming its revoked parent in plain text too.
    await db.runInTransaction([
      { sql: 'alter table auth.refresh_tokens drop constraint refresh_tokens_token_hashed' },
      {
        sql: "insert into auth.users (id, email) values ($1, 'early@example.com')",
        params: [userId],
      },
      {
        sql: 'insert into auth.sessions (id, user_id) values ($1, $2)',
        params: [sessionId, userId],
      },
      {
        sql: `insert into auth.refresh_tokens (token, user_id, session_id, parent, revoked, updated_at)
              values ('oldparent123', $1, $2, null, true, now()), ('oldchild1234', $1, $2, 'oldparent123', false, now())`,
        params: [userId, sessionId],
      },
    ]);
    const auth = new ProjectAuthService({
      openDatabase: (id) => pool.open(id),
      keysFor: async () => keys,
    });
    // The parent's link survives the hashing: a client that lost the answer to its refresh is answered.
    await expect(
      auth.refresh(ctx(projectId), { refresh_token: 'oldparent123' }),
    ).resolves.toMatchObject({ user: { id: userId } });
    const hashed = await db.query<{ token: string; parent: string | null }>(
      'select token, parent from auth.refresh_tokens order by id limit 2',
    );
    expect(hashed.rows).toEqual([
      { token: sha256('oldparent123'), parent: null },
      { token: sha256('oldchild1234'), parent: sha256('oldparent123') },
    ]);
    const refreshed = await auth.refresh(ctx(projectId), { refresh_token: 'oldchild1234' });
    expect(refreshed.user).toMatchObject({ id: userId });
  });
});

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
