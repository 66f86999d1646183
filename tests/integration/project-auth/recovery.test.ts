// GoTrue's password recovery on a site's `/auth/v1`, with the official supabase-js, and the
// studio's "send password recovery" for an end user.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProjectRepository } from '@server/modules/projects/repository';
import { localhostFetch } from '../../support/localhost-fetch';
import { ManualClock } from '../../support/manual-clock';
import { projectClient } from '../../support/project-client';
import { createProject, signUpUser } from '../../support/projects';
import { createTestApp, type TestApp } from '../../support/test-app';

// The server's clock starts at the real time (supabase-js compares expiries with its own) and moves only when told.
const clock = new ManualClock(Date.now());
let t: TestApp;
let project: { id: string; slug: string };
let api: { url: string; anonKey: string };
/** The site's origin as the studio's configuration names it (the test listens on another port). */
let configuredUrl: string;
let cookie: string;
let run = 0;
const mails: { to: string; subject: string; text: string }[] = [];
const mailer = {
  delivers: false,
  send: async (mail: { to: string; subject: string; text: string }) => {
    mails.push(mail);
  },
};
const mailsTo = (address: string) => mails.filter((m) => m.to === address);
/** The six-digit code and the link of the last e-mail sent to this address. */
function lastMailTo(address: string) {
  const mail = mailsTo(address).at(-1);
  if (!mail) throw new Error(`no mail to ${address}`);
  return {
    subject: mail.subject,
    code: /code (\d{6})/.exec(mail.text)?.[1] ?? '',
    link: /(http\S+\/auth\/v1\/verify\S+)/.exec(mail.text)?.[1] ?? '',
  };
}

const OLD = 'first password';
const NEW = 'second password';
const email = (who: string) => `${who}-${Date.now()}-${run++}@example.com`;
const client = () => projectClient(api.url, api.anonKey);

async function endUser() {
  const address = email('user');
  const { data, error } = await client().auth.signUp({ email: address, password: OLD });
  expect(error).toBeNull();
  return { email: address, id: data.user!.id };
}

const signIn = (address: string, password: string) =>
  client().auth.signInWithPassword({ email: address, password });

beforeAll(async () => {
  t = await createTestApp({}, { now: clock.date, mailer });
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  ({ cookie } = await signUpUser(t));
  project = await createProject(t, cookie, { name: 'Recovery app' });
  const answer = await t.request({ method: 'GET', url: `/api/projects/${project.id}/api`, cookie });
  expect(answer.statusCode).toBe(200);
  const { port } = t.app.server.address() as { port: number };
  configuredUrl = answer.json().url;
  api = { ...answer.json(), url: `http://${project.slug}.localhost:${port}` };
});
afterAll(() => t?.close());

describe('password recovery on /auth/v1', () => {
  it('answers the same for an address with and without an account, and mails only the account', async () => {
    const user = await endUser();
    const nobody = email('nobody');
    const known = await client().auth.resetPasswordForEmail(user.email);
    const unknown = await client().auth.resetPasswordForEmail(nobody);
    expect(known).toEqual({ data: {}, error: null });
    expect(unknown).toEqual({ data: {}, error: null });
    const raw = await localhostFetch(`${api.url}/auth/v1/recover`, {
      method: 'POST',
      headers: { apikey: api.anonKey, 'content-type': 'application/json' },
      body: JSON.stringify({ email: email('nobody') }),
    });
    expect(raw.status).toBe(200);
    expect(await raw.json()).toEqual({});
    expect(mailsTo(nobody)).toEqual([]);

    const mail = lastMailTo(user.email);
    expect(mail.code).toMatch(/^\d{6}$/);
    expect(mail.link.startsWith(`${api.url}/auth/v1/verify?token=`)).toBe(true);
    const link = new URL(mail.link);
    expect(link.searchParams.get('type')).toBe('recovery');
    expect(link.searchParams.get('redirect_to')).toBe(`${api.url}/`);
    // Only its hash is stored: the code itself is nowhere in the database.
    const db = await t.app.services.workspace.database(project as never);
    const row = await db.query<{ recovery_token: string; recovery_sent_at: Date | null }>(
      'select recovery_token, recovery_sent_at from auth.users where id = $1',
      [user.id],
    );
    expect(row.rows[0]?.recovery_token).toBe(link.searchParams.get('token'));
    expect(row.rows[0]?.recovery_token).not.toContain(mail.code);
    expect(row.rows[0]?.recovery_sent_at).not.toBeNull();

    // GoTrue's max frequency: one recovery e-mail per user per minute.
    const again = await client().auth.resetPasswordForEmail(user.email);
    expect(again.error).toMatchObject({ status: 429, code: 'over_email_send_rate_limit' });
    expect(mailsTo(user.email)).toHaveLength(1);
    const invalid = await client().auth.resetPasswordForEmail('not an address');
    expect(invalid.error).toMatchObject({ status: 400, code: 'validation_failed' });
  });

  it('signs in with the code, sets a new password, and the code is good once', async () => {
    const user = await endUser();
    expect((await client().auth.resetPasswordForEmail(user.email)).error).toBeNull();
    const { code } = lastMailTo(user.email);
    const supabase = client();
    const verified = await supabase.auth.verifyOtp({
      email: user.email,
      token: code,
      type: 'recovery',
    });
    expect(verified.error).toBeNull();
    expect(verified.data.session?.user.id).toBe(user.id);
    expect(verified.data.user?.email).toBe(user.email);

    expect((await supabase.auth.updateUser({ password: NEW })).error).toBeNull();
    const fresh = await signIn(user.email, NEW);
    expect(fresh.error).toBeNull();
    expect(fresh.data.user?.id).toBe(user.id);
    const old = await signIn(user.email, OLD);
    expect(old.error).toMatchObject({ status: 400, code: 'invalid_credentials' });

    const twice = await client().auth.verifyOtp({
      email: user.email,
      token: code,
      type: 'recovery',
    });
    expect(twice.error).toMatchObject({
      status: 403,
      code: 'otp_expired',
      message: 'Token has expired or is invalid',
    });
  });

  it('verifies by token_hash, as the e-mail template’s TokenHash link does', async () => {
    const user = await endUser();
    await client().auth.resetPasswordForEmail(user.email);
    const tokenHash = new URL(lastMailTo(user.email).link).searchParams.get('token')!;
    const supabase = client();
    const verified = await supabase.auth.verifyOtp({ token_hash: tokenHash, type: 'recovery' });
    expect(verified.error).toBeNull();
    expect(verified.data.session?.user.id).toBe(user.id);
    const twice = await client().auth.verifyOtp({ token_hash: tokenHash, type: 'recovery' });
    expect(twice.error).toMatchObject({
      status: 403,
      code: 'otp_expired',
      message: 'Email link is invalid or has expired',
    });
  });

  it('follows the e-mailed link back to the site, or an allowed redirect_to, with the session in the fragment', async () => {
    const user = await endUser();
    await client().auth.resetPasswordForEmail(user.email, { redirectTo: `${api.url}/reset?x=1` });
    const { link } = lastMailTo(user.email);
    const followed = await localhostFetch(link, { redirect: 'manual' });
    expect(followed.status).toBe(303);
    const location = new URL(followed.headers.get('location')!);
    expect(`${location.origin}${location.pathname}${location.search}`).toBe(`${api.url}/reset?x=1`);
    const fragment = new URLSearchParams(location.hash.slice(1));
    expect(fragment.get('type')).toBe('recovery');
    expect(fragment.get('token_type')).toBe('bearer');
    const put = await localhostFetch(`${api.url}/auth/v1/user`, {
      method: 'PUT',
      headers: {
        apikey: api.anonKey,
        'content-type': 'application/json',
        authorization: `Bearer ${fragment.get('access_token')}`,
      },
      body: JSON.stringify({ password: NEW }),
    });
    expect(put.status).toBe(200);
    expect((await signIn(user.email, NEW)).error).toBeNull();
    const again = await localhostFetch(link, { redirect: 'manual' });
    const refused = new URLSearchParams(new URL(again.headers.get('location')!).hash.slice(1));
    expect(refused.get('error_code')).toBe('otp_expired');
    expect(refused.get('error_description')).toBe('Email link is invalid or has expired');

    // Another origin is not allowed: the link leads to the site itself.
    const other = await endUser();
    await client().auth.resetPasswordForEmail(other.email, {
      redirectTo: 'https://evil.example.com/steal',
    });
    expect(new URL(lastMailTo(other.email).link).searchParams.get('redirect_to')).toBe(
      `${api.url}/`,
    );
  });
});

describe("the studio's password recovery for an end user", () => {
  it('sends the same e-mail for owners and admins, is refused for editors and viewers, 404 for an unknown user', async () => {
    const user = await endUser();
    const url = `/api/projects/${project.id}/auth/users/${user.id}/password-reset`;
    const sent = await t.request({ method: 'POST', url, cookie });
    expect(sent.statusCode).toBe(204);
    const mail = lastMailTo(user.email);
    expect(mail.link.startsWith(`${configuredUrl}/auth/v1/verify?token=`)).toBe(true);
    expect(new URL(mail.link).searchParams.get('type')).toBe('recovery');
    const verified = await client().auth.verifyOtp({
      email: user.email,
      token: mail.code,
      type: 'recovery',
    });
    expect(verified.error).toBeNull();

    const repo = createProjectRepository(t.app.services.database.db);
    for (const role of ['editor', 'viewer'] as const) {
      const member = await signUpUser(t);
      await repo.addMember(project.id, member.user.id, role);
      const refused = await t.request({ method: 'POST', url, cookie: member.cookie });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error.code).toBe('role_forbidden');
    }
    const admin = await signUpUser(t);
    await repo.addMember(project.id, admin.user.id, 'admin');
    clock.advance(61_000);
    const byAdmin = await t.request({ method: 'POST', url, cookie: admin.cookie });
    expect(byAdmin.statusCode).toBe(204);
    expect(mailsTo(user.email)).toHaveLength(2);

    const unknown = await t.request({
      method: 'POST',
      url: `/api/projects/${project.id}/auth/users/00000000-0000-4000-8000-000000000000/password-reset`,
      cookie,
    });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('expiry', () => {
  it("refuses a code past GoTrue's one-day lifetime", async () => {
    const user = await endUser();
    await client().auth.resetPasswordForEmail(user.email);
    const { code, link } = lastMailTo(user.email);
    clock.advance(86_400_000 + 1_000);
    const late = await client().auth.verifyOtp({
      email: user.email,
      token: code,
      type: 'recovery',
    });
    expect(late.error).toMatchObject({
      status: 403,
      code: 'otp_expired',
      message: 'Token has expired or is invalid',
    });
    const tokenHash = new URL(link).searchParams.get('token')!;
    const lateLink = await client().auth.verifyOtp({ token_hash: tokenHash, type: 'recovery' });
    expect(lateLink.error).toMatchObject({
      status: 403,
      code: 'otp_expired',
      message: 'Email link is invalid or has expired',
    });
    expect((await signIn(user.email, OLD)).error).toBeNull();
  });
});
