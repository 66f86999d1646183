// GoTrue's admin API on a project's `/auth/v1`, driven as a founder's server script drives it:
// the official supabase-js with the service-role key, at the path URL on the studio's host.
import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { isAuthApiError, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromRoot } from '@server/lib/paths';
import { capturedMail } from '../../support/captured-mail';
import { localhostFetch } from '../../support/localhost-fetch';
import { ManualClock } from '../../support/manual-clock';
import { projectClient } from '../../support/project-client';
import { createProject, signUpUser } from '../../support/projects';
import { createTestApp, type TestApp } from '../../support/test-app';

// The server's clock starts at the real time (supabase-js compares expiries with its own) and moves only when told.
const clock = new ManualClock(Date.now());
let t: TestApp;
let keys: { anonKey: string; serviceRoleKey: string };
/** The project's API under the studio's host, as a Node script reaches it. */
let pathUrl: string;
/** The site's own origin as the studio's configuration names it, which e-mailed links name. */
let siteUrl: string;
/** The same origin on the port this server listens on, to follow those links. */
let listening: (url: string) => string;
let run = 0;
const mail = capturedMail();

const exec = promisify(execFile);
const PASSWORD = 'a long password';
const email = (who: string) => `${who}-${Date.now()}-${run++}@example.com`;
const admin = (): SupabaseClient => projectClient(pathUrl, keys.serviceRoleKey);
const anon = (): SupabaseClient => projectClient(pathUrl, keys.anonKey);
const signIn = (address: string, password = PASSWORD) =>
  anon().auth.signInWithPassword({ email: address, password });

async function created(attributes: Record<string, unknown> = {}) {
  const { data, error } = await admin().auth.admin.createUser({
    email: email('user'),
    password: PASSWORD,
    email_confirm: true,
    ...attributes,
  });
  expect(error).toBeNull();
  return data.user!;
}

beforeAll(async () => {
  t = await createTestApp({}, { now: clock.date, mailer: mail.mailer });
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  const { cookie } = await signUpUser(t);
  const project = await createProject(t, cookie, { name: 'Admin shop' });
  const answer = await t.request({ method: 'GET', url: `/api/projects/${project.id}/api`, cookie });
  const { serverUrl, anonKey, serviceRoleKey } = answer.json() as Record<string, string>;
  keys = { anonKey: anonKey!, serviceRoleKey: serviceRoleKey! };
  const { port } = t.app.server.address() as { port: number };
  pathUrl = serverUrl!.replace(`localhost:${t.config.port}`, `127.0.0.1:${port}`);
  siteUrl = (answer.json() as { url: string }).url;
  listening = (url) => url.replace(siteUrl, `http://${project.slug}.localhost:${port}`);
});
afterAll(() => t?.close());

describe('creating users', () => {
  it('creates a confirmed user with metadata and a role, who signs in with the password', async () => {
    const address = email('ana');
    const { data, error } = await admin().auth.admin.createUser({
      email: address,
      password: PASSWORD,
      email_confirm: true,
      user_metadata: { name: 'Ana' },
      app_metadata: { plan: 'pro' },
    });
    expect(error).toBeNull();
    expect(data.user).toMatchObject({
      email: address,
      aud: 'authenticated',
      role: 'authenticated',
      user_metadata: { name: 'Ana', email_verified: true },
      app_metadata: { provider: 'email', providers: ['email'], plan: 'pro' },
      identities: [{ provider: 'email', identity_data: { email: address, sub: data.user!.id } }],
    });
    expect(data.user!.email_confirmed_at).toBeTruthy();
    const signedIn = await signIn(address);
    expect(signedIn.error).toBeNull();
    expect(signedIn.data.user?.app_metadata).toMatchObject({ plan: 'pro' });
  });

  it("leaves an unconfirmed user unable to sign in and refuses a taken address, in GoTrue's codes", async () => {
    const address = email('bo');
    expect(
      (await admin().auth.admin.createUser({ email: address, password: PASSWORD })).error,
    ).toBeNull();
    expect((await signIn(address)).error).toMatchObject({
      status: 400,
      code: 'email_not_confirmed',
    });
    const again = await admin().auth.admin.createUser({ email: address, password: PASSWORD });
    expect(isAuthApiError(again.error)).toBe(true);
    expect(again.error).toMatchObject({ status: 422, code: 'email_exists' });
    const none = await admin().auth.admin.createUser({ password: PASSWORD });
    expect(none.error).toMatchObject({ status: 400, code: 'validation_failed' });
    expect(none.error!.message).toBe('Cannot create a user without either an email or phone');
    const badBan = await admin().auth.admin.createUser({
      email: email('c'),
      ban_duration: 'forever',
    });
    expect(badBan.error).toMatchObject({ status: 400, code: 'validation_failed' });
    expect(badBan.error!.message).toBe(
      'invalid format for ban duration: time: invalid duration "forever"',
    );
  });
});

describe('listing, reading, updating and deleting users', () => {
  it('pages the users newest first with the total and the next and last page', async () => {
    for (let i = 0; i < 3; i++) await created();
    const all = await admin().auth.admin.listUsers({ page: 1, perPage: 1000 });
    expect(all.error).toBeNull();
    const total = all.data.users.length;
    expect(total).toBeGreaterThanOrEqual(3);
    const first = await admin().auth.admin.listUsers({ page: 1, perPage: 2 });
    expect(first.error).toBeNull();
    expect(first.data).toMatchObject({ aud: 'authenticated', total, nextPage: 2 });
    expect(first.data.users.map((u) => u.id)).toEqual(all.data.users.slice(0, 2).map((u) => u.id));
    const raw = await fetch(`${pathUrl}/auth/v1/admin/users?page=2&per_page=2`, {
      headers: { apikey: keys.serviceRoleKey, authorization: `Bearer ${keys.serviceRoleKey}` },
    });
    expect(raw.headers.get('x-total-count')).toBe(String(total));
    const last = Math.ceil(total / 2);
    expect(raw.headers.get('link')).toBe(
      (last > 2 ? `</admin/users?page=3&per_page=2>; rel="next", ` : '') +
        `</admin/users?page=${last}&per_page=2>; rel="last"`,
    );
    const bad = await fetch(`${pathUrl}/auth/v1/admin/users?page=x`, {
      headers: { apikey: keys.serviceRoleKey, authorization: `Bearer ${keys.serviceRoleKey}` },
    });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ error_code: 'validation_failed' });
  });

  it('reads one user by id, and answers 404 user_not_found for nobody', async () => {
    const user = await created();
    const { data, error } = await admin().auth.admin.getUserById(user.id);
    expect(error).toBeNull();
    expect(data.user).toEqual(user);
    const missing = await admin().auth.admin.getUserById('8b5a4f0e-1c84-4c3a-9d07-36d0c35c0f11');
    expect(missing.error).toMatchObject({
      status: 404,
      code: 'user_not_found',
      message: 'User not found',
    });
  });

  it('updates metadata, address and password; a new password ends the old sessions', async () => {
    const user = await created({ user_metadata: { name: 'Cy', team: 'red' } });
    const session = await signIn(user.email!);
    const address = email('cy-new');
    const { data, error } = await admin().auth.admin.updateUserById(user.id, {
      email: address,
      password: 'another long password',
      user_metadata: { team: null, city: 'Oslo' },
      app_metadata: { plan: 'team' },
      role: 'editor',
    });
    expect(error).toBeNull();
    expect(data.user).toMatchObject({
      email: address,
      role: 'editor',
      user_metadata: { name: 'Cy', city: 'Oslo', email_verified: true },
      app_metadata: { plan: 'team', provider: 'email' },
    });
    expect(data.user!.user_metadata).not.toHaveProperty('team');
    expect(data.user!.identities?.[0]?.identity_data).toMatchObject({ email: address });
    expect((await signIn(address, 'another long password')).error).toBeNull();
    expect((await signIn(address)).error).toMatchObject({ code: 'invalid_credentials' });
    const refreshed = await anon().auth.refreshSession({
      refresh_token: session.data.session!.refresh_token,
    });
    expect(refreshed.error).toMatchObject({ status: 400 });
    const weak = await admin().auth.admin.updateUserById(user.id, { password: '123' });
    expect(weak.error).toMatchObject({ status: 422, code: 'weak_password' });
  });

  it("bans a user, who cannot sign in (GoTrue's user_banned), until the ban is lifted or runs out", async () => {
    const user = await created();
    const banned = await admin().auth.admin.updateUserById(user.id, { ban_duration: '24h' });
    expect(banned.error).toBeNull();
    expect(new Date(banned.data.user!.banned_until!).getTime()).toBe(clock.now() + 24 * 3_600_000);
    const refused = await signIn(user.email!);
    expect(isAuthApiError(refused.error)).toBe(true);
    expect(refused.error).toMatchObject({
      status: 400,
      code: 'user_banned',
      message: 'User is banned',
    });
    const lifted = await admin().auth.admin.updateUserById(user.id, { ban_duration: 'none' });
    expect(lifted.data.user).not.toHaveProperty('banned_until');
    expect((await signIn(user.email!)).error).toBeNull();

    await admin().auth.admin.updateUserById(user.id, { ban_duration: '1h' });
    expect((await signIn(user.email!)).error).toMatchObject({ code: 'user_banned' });
    clock.advance(3_600_001);
    expect((await signIn(user.email!)).error).toBeNull();
  });

  it('deletes a user, or soft-deletes one so the address is free and the row stays scrambled', async () => {
    const gone = await created();
    expect(await admin().auth.admin.deleteUser(gone.id)).toEqual({
      data: { user: {} },
      error: null,
    });
    expect((await admin().auth.admin.getUserById(gone.id)).error).toMatchObject({ status: 404 });
    expect((await signIn(gone.email!)).error).toMatchObject({ code: 'invalid_credentials' });

    const soft = await created({ user_metadata: { name: 'Di' } });
    expect((await admin().auth.admin.deleteUser(soft.id, true)).error).toBeNull();
    const kept = await admin().auth.admin.getUserById(soft.id);
    expect(kept.data.user?.deleted_at).toBeTruthy();
    expect(kept.data.user?.email).not.toBe(soft.email);
    expect(kept.data.user?.user_metadata).toEqual({});
    expect((await signIn(soft.email!)).error).toMatchObject({ code: 'invalid_credentials' });
    expect(
      (await admin().auth.admin.createUser({ email: soft.email!, password: PASSWORD })).error,
    ).toBeNull();
  });
});

describe('generated links and invites', () => {
  it('generates a sign-up link whose hashed token confirms the address and signs in', async () => {
    const address = email('eve');
    const { data, error } = await admin().auth.admin.generateLink({
      type: 'signup',
      email: address,
      password: PASSWORD,
      options: { data: { name: 'Eve' }, redirectTo: `${siteUrl}/welcome` },
    });
    expect(error).toBeNull();
    expect(data.properties).toMatchObject({
      email_otp: expect.stringMatching(/^\d{6}$/),
      verification_type: 'signup',
      redirect_to: `${siteUrl}/welcome`,
    });
    expect(data.properties!.action_link).toBe(
      `${siteUrl}/auth/v1/verify?token=${data.properties!.hashed_token}&type=signup&redirect_to=${encodeURIComponent(`${siteUrl}/welcome`)}`,
    );
    expect(data.user).toMatchObject({ email: address, user_metadata: { name: 'Eve' } });
    expect(data.user?.email_confirmed_at).toBeUndefined();
    // Nothing was mailed: generate_link is for a founder's own mailer.
    expect(mail.to(address)).toEqual([]);
    const verified = await anon().auth.verifyOtp({
      token_hash: data.properties!.hashed_token,
      type: 'signup',
    });
    expect(verified.error).toBeNull();
    expect(verified.data.user?.email_confirmed_at).toBeTruthy();
    expect((await signIn(address)).error).toBeNull();
  });

  it('generates magic links (a sign-up for a new address), recovery and e-mail change links', async () => {
    const user = await created();
    const magic = await admin().auth.admin.generateLink({ type: 'magiclink', email: user.email! });
    expect(magic.data.properties?.verification_type).toBe('magiclink');
    const viaLink = await anon().auth.verifyOtp({
      token_hash: magic.data.properties!.hashed_token,
      type: 'magiclink',
    });
    expect(viaLink.error).toBeNull();
    expect(viaLink.data.user?.id).toBe(user.id);

    const fresh = await admin().auth.admin.generateLink({ type: 'magiclink', email: email('new') });
    expect(fresh.error).toBeNull();
    expect(fresh.data.properties?.verification_type).toBe('signup');

    const recovery = await admin().auth.admin.generateLink({
      type: 'recovery',
      email: user.email!,
    });
    const viaCode = await anon().auth.verifyOtp({
      email: user.email!,
      token: recovery.data.properties!.email_otp,
      type: 'recovery',
    });
    expect(viaCode.error).toBeNull();

    const nobody = await admin().auth.admin.generateLink({
      type: 'recovery',
      email: email('nobody'),
    });
    expect(nobody.error).toMatchObject({ status: 404, code: 'user_not_found' });

    const newAddress = email('moved');
    const change = await admin().auth.admin.generateLink({
      type: 'email_change_new',
      email: user.email!,
      newEmail: newAddress,
    });
    expect(change.error).toBeNull();
    expect(change.data.user?.new_email).toBe(newAddress);
    const changed = await anon().auth.verifyOtp({
      token_hash: change.data.properties!.hashed_token,
      type: 'email_change',
    });
    expect(changed.error).toBeNull();
    expect(changed.data.user?.email).toBe(newAddress);

    const unknown = await localhostFetch(`${pathUrl}/auth/v1/admin/generate_link`, {
      method: 'POST',
      headers: {
        apikey: keys.serviceRoleKey,
        authorization: `Bearer ${keys.serviceRoleKey}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ type: 'sms', email: user.email }),
    });
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toEqual({
      code: 400,
      error_code: 'validation_failed',
      msg: 'Invalid email action link type requested: sms',
    });
  });

  it('invites by e-mail through the mailer; the link signs the user in to set a password', async () => {
    const address = email('fay');
    const { data, error } = await admin().auth.admin.inviteUserByEmail(address, {
      data: { name: 'Fay' },
      redirectTo: `${siteUrl}/set-password`,
    });
    expect(error).toBeNull();
    expect(data.user).toMatchObject({ email: address, user_metadata: { name: 'Fay' } });
    expect(data.user?.invited_at).toBeTruthy();
    const link = mail.lastLinkTo(address);
    expect(link.startsWith(`${siteUrl}/auth/v1/verify?token=`)).toBe(true);
    // Followed through the path URL, whose site origin is the configured one the link names.
    const followed = await fetch(link.replace(siteUrl, pathUrl), { redirect: 'manual' });
    expect(followed.status).toBe(303);
    const location = new URL(followed.headers.get('location')!);
    expect(`${location.origin}${location.pathname}`).toBe(`${siteUrl}/set-password`);
    const fragment = new URLSearchParams(location.hash.slice(1));
    expect(fragment.get('type')).toBe('invite');
    const supabase = anon();
    await supabase.auth.setSession({
      access_token: fragment.get('access_token')!,
      refresh_token: fragment.get('refresh_token')!,
    });
    expect((await supabase.auth.updateUser({ password: PASSWORD })).error).toBeNull();
    expect((await signIn(address)).error).toBeNull();

    const again = await admin().auth.admin.inviteUserByEmail(address);
    expect(again.error).toMatchObject({ status: 422, code: 'email_exists' });
  });
});

describe('who may use the admin API', () => {
  it("refuses the anon key and a user's token with GoTrue's 403 not_admin, and no token with 401", async () => {
    const user = await created();
    const asAnon = await anon().auth.admin.listUsers();
    expect(isAuthApiError(asAnon.error)).toBe(true);
    expect(asAnon.error).toMatchObject({
      status: 403,
      code: 'not_admin',
      message: 'User not allowed',
    });
    const session = await signIn(user.email!);
    const asUser = await anon().auth.admin.getUserById(user.id);
    expect(asUser.error).toMatchObject({ status: 403, code: 'not_admin' });
    const withUserToken = await fetch(`${pathUrl}/auth/v1/admin/users`, {
      headers: {
        apikey: keys.anonKey,
        authorization: `Bearer ${session.data.session!.access_token}`,
      },
    });
    expect(withUserToken.status).toBe(403);
    expect(await withUserToken.json()).toEqual({
      code: 403,
      error_code: 'not_admin',
      msg: 'User not allowed',
    });
    const invite = await anon().auth.admin.inviteUserByEmail(email('x'));
    expect(invite.error).toMatchObject({ status: 403, code: 'not_admin' });
    const noToken = await fetch(`${pathUrl}/auth/v1/admin/users`, {
      headers: { apikey: keys.serviceRoleKey },
    });
    expect(noToken.status).toBe(401);
    expect(await noToken.json()).toMatchObject({ error_code: 'no_authorization' });
  });
});

describe("paths the server does not serve, through the official client's admin API", () => {
  it('answers an admin endpoint it lacks as an AuthApiError, on the path URL and the site origin', async () => {
    const user = await created();
    for (const base of [pathUrl, listening(siteUrl)]) {
      const supabase = projectClient(base, keys.serviceRoleKey);
      // GET /auth/v1/admin/users/{id}/factors: MFA, which this GoTrue does not serve yet.
      const { data, error } = await supabase.auth.admin.mfa.listFactors({ userId: user.id });
      expect(data).toBeNull();
      expect(isAuthApiError(error)).toBe(true);
      expect(error).toMatchObject({ status: 404, code: 'not_found' });
    }
    const nope = await fetch(`${pathUrl}/auth/v1/nope`, { headers: { apikey: keys.anonKey } });
    expect(nope.status).toBe(404);
    expect(await nope.json()).toEqual({
      code: 404,
      error_code: 'not_found',
      msg: 'No endpoint is at /auth/v1/nope',
    });
    const storage = await fetch(`${pathUrl}/storage/v1/nope`, { method: 'POST' });
    expect(storage.status).toBe(404);
    expect(await storage.json()).toMatchObject({
      statusCode: '404',
      error: 'Not Found',
      message: 'Route POST:/storage/v1/nope not found',
    });
  });
});

describe("the README's admin example, run by Node against the path URL", () => {
  it('creates, lists, links and bans a user as its comments say', async () => {
    const readme = await readFile(fromRoot('README.md'), 'utf8');
    const section = readme.slice(readme.indexOf("## Use your project's API"));
    const code = [...section.matchAll(/```js\n([\s\S]*?)```/g)]
      .map((match) => match[1] as string)
      .find((block) => block.includes('auth.admin'));
    expect(code).toContain("createClient('http://localhost:3000/p/my-shop', '<service-role key>'");
    const address = email('bo');
    const script = code!
      .replace('http://localhost:3000/p/my-shop', pathUrl)
      .replace('<service-role key>', keys.serviceRoleKey)
      .replaceAll('bo@example.com', address);
    // A separate Node process, as a founder runs it: no test helpers, Node's own name lookup.
    const { stdout } = await exec(process.execPath, ['--input-type=module', '-e', script], {
      cwd: fromRoot(),
    });
    expect(stdout.trim().split('\n')).toEqual(['true', 'magiclink', 'true']);
    expect((await signIn(address)).error).toMatchObject({ code: 'user_banned' });
  });
});
