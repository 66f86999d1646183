import type { Session } from '@supabase/supabase-js';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localhostFetch } from '../../support/localhost-fetch';
import { projectClient } from '../../support/project-client';
import { ManualClock } from '../../support/manual-clock';
import { createProject, signUpUser } from '../../support/projects';
import { createTestApp, type TestApp } from '../../support/test-app';

// The server's clock starts at the real time (supabase-js compares expiries with its own) and moves only when told.
const clock = new ManualClock(Date.now());
let t: TestApp;
let project: { id: string; slug: string };
let api: { url: string; anonKey: string; serviceRoleKey: string };
let run = 0;
let cookie: string;
const mails: { to: string; subject: string; text: string }[] = [];
const mailer = {
  delivers: false,
  send: async (mail: { to: string; subject: string; text: string }) => {
    mails.push(mail);
  },
};
/** The six-digit code and the link of the last e-mail sent to this address. */
function lastMailTo(address: string) {
  const mail = mails.filter((m) => m.to === address).at(-1);
  if (!mail) throw new Error(`no mail to ${address}`);
  return {
    code: /code (\d{6})/.exec(mail.text)?.[1] ?? '',
    link: /(http\S+\/auth\/v1\/verify\S+)/.exec(mail.text)?.[1] ?? '',
  };
}

const PASSWORD = 'first password';
const email = (who: string) => `${who}-${Date.now()}-${run++}@example.com`;

const client = (key = api.anonKey) => projectClient(api.url, key);

/** A raw call to `/auth/v1`, with the anon key unless told otherwise. */
function auth(
  path: string,
  init: {
    method?: string;
    body?: unknown;
    headers?: Record<string, string>;
    apikey?: string | null;
  } = {},
) {
  const headers: Record<string, string> = { 'content-type': 'application/json', ...init.headers };
  if (init.apikey !== null) headers.apikey = init.apikey ?? api.anonKey;
  return localhostFetch(`${api.url}/auth/v1${path}`, {
    method: init.method ?? 'GET',
    headers,
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });
}

async function signedUp(address = email('user'), password = PASSWORD) {
  const supabase = client();
  const { data, error } = await supabase.auth.signUp({ email: address, password });
  expect(error).toBeNull();
  expect(data.session).not.toBeNull();
  return { supabase, email: address, session: data.session as Session, userId: data.user!.id };
}

const refresh = (refreshToken: string) =>
  auth('/token?grant_type=refresh_token', {
    method: 'POST',
    body: { refresh_token: refreshToken },
  });

beforeAll(async () => {
  t = await createTestApp({}, { now: clock.date, mailer });
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  ({ cookie } = await signUpUser(t));
  project = await createProject(t, cookie, { name: 'Auth app' });
  const answer = await t.request({ method: 'GET', url: `/api/projects/${project.id}/api`, cookie });
  expect(answer.statusCode).toBe(200);
  const { port } = t.app.server.address() as { port: number };
  api = { ...answer.json(), url: `http://${project.slug}.localhost:${port}` };
});
afterAll(() => t?.close());

describe('/auth/v1 on the site origin, with the official supabase-js', () => {
  it('answers settings as GoTrue does, behind the apikey', async () => {
    const res = await auth('/settings');
    expect(res.status).toBe(200);
    const settings = (await res.json()) as Record<string, unknown> & {
      external: Record<string, boolean>;
    };
    expect(settings).toMatchObject({
      disable_signup: false,
      mailer_autoconfirm: true,
      phone_autoconfirm: false,
      sms_provider: '',
      saml_enabled: false,
    });
    expect(settings.external.email).toBe(true);
    expect(Object.entries(settings.external).filter(([, on]) => on)).toEqual([['email', true]]);
    expect(Object.keys(settings.external)).toEqual(
      expect.arrayContaining(['github', 'google', 'apple', 'phone', 'anonymous_users']),
    );

    const missing = await auth('/settings', { apikey: null });
    expect(missing.status).toBe(401);
    expect(await missing.json()).toEqual({ message: 'No API key found in request' });
    const wrong = await auth('/settings', { apikey: 'not-a-key' });
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toEqual({ message: 'Invalid API key' });
    // Kong's key-auth also reads the key from the query string.
    const inQuery = await localhostFetch(`${api.url}/auth/v1/settings?apikey=${api.anonKey}`);
    expect(inQuery.status).toBe(200);
    const service = await auth('/settings', { apikey: api.serviceRoleKey });
    expect(service.status).toBe(200);
    const signUpWithoutKey = await auth('/signup', {
      method: 'POST',
      apikey: null,
      body: { email: email('nokey'), password: PASSWORD },
    });
    expect(signUpWithoutKey.status).toBe(401);
  });

  it('signs up two end users with sessions and GoTrue user objects', async () => {
    const a = await signedUp(email('a'));
    const b = await signedUp(email('b'));
    expect(a.userId).not.toBe(b.userId);
    const { session } = a;
    expect(session).toMatchObject({ token_type: 'bearer', expires_in: 3600 });
    expect(session.expires_at).toBe(Math.floor(clock.now() / 1000) + 3600);
    expect(session.refresh_token).toMatch(/^[a-z0-9]{12}$/);
    expect(session.user).toMatchObject({
      id: a.userId,
      aud: 'authenticated',
      role: 'authenticated',
      email: a.email,
      phone: '',
      app_metadata: { provider: 'email', providers: ['email'] },
      user_metadata: { email_verified: true },
      is_anonymous: false,
    });
    for (const field of [
      'email_confirmed_at',
      'confirmed_at',
      'last_sign_in_at',
      'created_at',
      'updated_at',
    ])
      expect(session.user[field as keyof typeof session.user]).toEqual(expect.any(String));
    expect(session.user.identities).toEqual([
      expect.objectContaining({
        id: a.userId,
        user_id: a.userId,
        provider: 'email',
        email: a.email,
        identity_data: expect.objectContaining({ sub: a.userId, email: a.email }),
      }),
    ]);

    const [, payload] = session.access_token.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    expect(claims).toMatchObject({
      iss: `${api.url}/auth/v1`,
      sub: a.userId,
      aud: 'authenticated',
      role: 'authenticated',
      email: a.email,
      session_id: expect.any(String),
      aal: 'aal1',
      amr: [{ method: 'password', timestamp: expect.any(Number) }],
      is_anonymous: false,
      app_metadata: { provider: 'email', providers: ['email'] },
    });
    expect(claims.exp - claims.iat).toBe(3600);

    // A taken address is answered like a new one (sign-up-answers.test.ts): someone else, signed in nowhere real.
    const again = await client().auth.signUp({ email: a.email.toUpperCase(), password: PASSWORD });
    expect(again.error).toBeNull();
    expect(again.data.user?.id).not.toBe(a.userId);
  });

  it('refuses weak passwords and invalid addresses as GoTrue does', async () => {
    const weak = await client().auth.signUp({ email: email('weak'), password: '12345' });
    expect(weak.error).toMatchObject({ status: 422, code: 'weak_password', reasons: ['length'] });
    expect(weak.error?.message).toBe('Password should be at least 6 characters.');
    const invalid = await client().auth.signUp({ email: 'not an address', password: PASSWORD });
    expect(invalid.error).toMatchObject({ status: 400, code: 'validation_failed' });
    expect(invalid.error?.message).toBe('Unable to validate email address: invalid format');

    // Without the API-version header the body is GoTrue's original shape.
    const legacy = await auth('/signup', {
      method: 'POST',
      body: { email: email('w'), password: '1' },
    });
    expect(legacy.status).toBe(422);
    expect(await legacy.json()).toEqual({
      code: 422,
      error_code: 'weak_password',
      msg: 'Password should be at least 6 characters.',
      weak_password: { reasons: ['length'] },
    });
  });

  it('signs in, gets the user, and refuses a wrong password with invalid_credentials', async () => {
    const a = await signedUp();
    const supabase = client();
    const signedIn = await supabase.auth.signInWithPassword({ email: a.email, password: PASSWORD });
    expect(signedIn.error).toBeNull();
    expect(signedIn.data.user?.id).toBe(a.userId);
    const got = await supabase.auth.getUser();
    expect(got.error).toBeNull();
    expect(got.data.user).toMatchObject({ id: a.userId, email: a.email });
    expect((await supabase.auth.getSession()).data.session?.user.id).toBe(a.userId);

    const wrong = await client().auth.signInWithPassword({ email: a.email, password: 'wrong one' });
    expect(wrong.error).toMatchObject({ status: 400, code: 'invalid_credentials' });
    expect(wrong.error?.message).toBe('Invalid login credentials');
    const nobody = await client().auth.signInWithPassword({
      email: email('none'),
      password: PASSWORD,
    });
    expect(nobody.error).toMatchObject({ status: 400, code: 'invalid_credentials' });

    const versioned = await auth('/token?grant_type=password', {
      method: 'POST',
      headers: { 'x-supabase-api-version': '2024-01-01' },
      body: { email: a.email, password: 'wrong one' },
    });
    expect(versioned.status).toBe(400);
    expect(versioned.headers.get('x-supabase-api-version')).toBe('2024-01-01');
    expect(await versioned.json()).toEqual({
      code: 'invalid_credentials',
      message: 'Invalid login credentials',
    });
  });

  it('updates metadata and the password, then signs in with the new password only', async () => {
    const a = await signedUp();
    const events: string[] = [];
    const { data: listener } = a.supabase.auth.onAuthStateChange((event) => {
      events.push(event);
    });
    const meta = await a.supabase.auth.updateUser({ data: { name: 'Ada', plan: 'free' } });
    expect(meta.error).toBeNull();
    expect(meta.data.user?.user_metadata).toMatchObject({
      name: 'Ada',
      plan: 'free',
      email_verified: true,
    });
    const removed = await a.supabase.auth.updateUser({ data: { plan: null } });
    expect(removed.data.user?.user_metadata).not.toHaveProperty('plan');

    // Another session of the same user ends when the password changes; this one stays.
    const other = client();
    await other.auth.signInWithPassword({ email: a.email, password: PASSWORD });
    const otherRefresh = (await other.auth.getSession()).data.session!.refresh_token;

    const same = await a.supabase.auth.updateUser({ password: PASSWORD });
    expect(same.error).toMatchObject({ status: 422, code: 'same_password' });
    const changed = await a.supabase.auth.updateUser({ password: 'second password' });
    expect(changed.error).toBeNull();
    expect((await a.supabase.auth.getUser()).error).toBeNull();
    expect((await refresh(otherRefresh)).status).toBe(400);

    const oldOne = await client().auth.signInWithPassword({ email: a.email, password: PASSWORD });
    expect(oldOne.error).toMatchObject({ code: 'invalid_credentials' });
    const newOne = await client().auth.signInWithPassword({
      email: a.email,
      password: 'second password',
    });
    expect(newOne.error).toBeNull();

    // An e-mail change waits for confirmation, as GoTrue's does even with autoconfirm on.
    const newAddress = email('moved');
    const moved = await a.supabase.auth.updateUser({ email: newAddress });
    expect(moved.error).toBeNull();
    expect(moved.data.user).toMatchObject({ email: a.email, new_email: newAddress });
    expect(moved.data.user?.email_change_sent_at).toEqual(expect.any(String));
    const tooSoon = await a.supabase.auth.updateUser({ email: email('again') });
    expect(tooSoon.error).toMatchObject({ status: 429, code: 'over_email_send_rate_limit' });
    // The code sent to the new address completes the change (one confirmation: autoconfirm is on).
    const wrongCode = await client().auth.verifyOtp({
      email: newAddress,
      token: '000000',
      type: 'email_change',
    });
    expect(wrongCode.error).toMatchObject({ status: 403, code: 'otp_expired' });
    const verified = await client().auth.verifyOtp({
      email: newAddress,
      token: lastMailTo(newAddress).code,
      type: 'email_change',
    });
    expect(verified.error).toBeNull();
    expect(verified.data.user).toMatchObject({ id: a.userId, email: newAddress });
    expect(verified.data.user).not.toHaveProperty('new_email');
    expect(verified.data.session?.access_token).toEqual(expect.any(String));
    const byNewAddress = await client().auth.signInWithPassword({
      email: newAddress,
      password: 'second password',
    });
    expect(byNewAddress.error).toBeNull();
    a.email = newAddress;

    await a.supabase.auth.refreshSession();
    await a.supabase.auth.signOut();
    listener.subscription.unsubscribe();
    expect(events).toEqual(
      expect.arrayContaining(['USER_UPDATED', 'TOKEN_REFRESHED', 'SIGNED_OUT']),
    );
  });

  it('follows an e-mailed verify link without an apikey, back to the site with a session', async () => {
    const a = await signedUp();
    const target = email('linked');
    clock.advance(61_000);
    expect((await a.supabase.auth.updateUser({ email: target })).error).toBeNull();
    const { link } = lastMailTo(a.email);
    expect(link.startsWith(`${api.url}/auth/v1/verify?token=`)).toBe(true);
    const followed = await localhostFetch(link, { redirect: 'manual' });
    expect(followed.status).toBe(303);
    const location = new URL(followed.headers.get('location')!);
    expect(`${location.origin}${location.pathname}`).toBe(`${api.url}/`);
    const fragment = new URLSearchParams(location.hash.slice(1));
    expect(fragment.get('type')).toBe('email_change');
    expect(fragment.get('token_type')).toBe('bearer');
    const user = await auth('/user', {
      headers: { authorization: `Bearer ${fragment.get('access_token')}` },
    });
    expect(await user.json()).toMatchObject({ id: a.userId, email: target });
    // Used once: the same link now says it is invalid, in the fragment.
    const again = await localhostFetch(link, { redirect: 'manual' });
    const refused = new URLSearchParams(new URL(again.headers.get('location')!).hash.slice(1));
    expect(refused.get('error_code')).toBe('otp_expired');
    expect(refused.get('error_description')).toBe('Email link is invalid or has expired');
  });

  it('rotates refresh tokens and handles reuse as GoTrue does', async () => {
    const a = await signedUp();
    const r0 = a.session.refresh_token;
    const first = await a.supabase.auth.refreshSession();
    expect(first.error).toBeNull();
    const r1 = first.data.session!.refresh_token;
    expect(r1).not.toBe(r0);
    expect(first.data.session?.user.id).toBe(a.userId);

    // The parent of the active token (a client that lost the answer) gets a token for the session again.
    const lost = await refresh(r0);
    expect(lost.status).toBe(200);
    const r1b = ((await lost.json()) as { refresh_token: string }).refresh_token;
    expect([r0, r1]).not.toContain(r1b);

    const second = await refresh(r1);
    const r2 = ((await second.json()) as { refresh_token: string }).refresh_token;
    // An older token within the reuse interval is swapped again.
    clock.advance(5_000);
    const withinInterval = await refresh(r0);
    expect(withinInterval.status).toBe(200);
    const r3 = ((await withinInterval.json()) as { refresh_token: string }).refresh_token;
    expect([r0, r1, r2]).not.toContain(r3);

    // After the interval the reuse is refused and every token of the session is revoked.
    clock.advance(11_000);
    const reused = await refresh(r1);
    expect(reused.status).toBe(400);
    expect(await reused.json()).toEqual({
      code: 400,
      error_code: 'refresh_token_already_used',
      msg: 'Invalid Refresh Token: Already Used',
    });
    // At once, not only after the interval: the session's newest tokens were revoked with it.
    for (const token of [r2, r3, r1b]) {
      const res = await refresh(token);
      expect(res.status).toBe(400);
      expect(((await res.json()) as { error_code: string }).error_code).toBe(
        'refresh_token_already_used',
      );
    }
    const unknown = await refresh('nosuchtoken1');
    expect(await unknown.json()).toMatchObject({ error_code: 'refresh_token_not_found' });
    const empty = await auth('/token?grant_type=refresh_token', { method: 'POST', body: {} });
    expect(empty.status).toBe(400);
    expect(await empty.json()).toEqual({
      error: 'invalid_request',
      error_description: 'refresh_token required',
    });
  });

  it('signs out with the global, local and others scopes', async () => {
    const a = await signedUp();
    const second = client();
    await second.auth.signInWithPassword({ email: a.email, password: PASSWORD });
    const third = client();
    await third.auth.signInWithPassword({ email: a.email, password: PASSWORD });
    const secondRefresh = (await second.auth.getSession()).data.session!.refresh_token;
    const thirdRefresh = (await third.auth.getSession()).data.session!.refresh_token;

    expect((await third.auth.signOut({ scope: 'local' })).error).toBeNull();
    expect(await (await refresh(thirdRefresh)).json()).toMatchObject({
      error_code: 'refresh_token_not_found',
    });
    expect((await refresh(secondRefresh)).status).toBe(200);

    // `others` keeps the caller's session and ends the rest.
    const fresh = await second.auth.signInWithPassword({ email: a.email, password: PASSWORD });
    const keep = fresh.data.session!;
    expect((await a.supabase.auth.signOut({ scope: 'others' })).error).toBeNull();
    expect((await refresh(keep.refresh_token)).status).toBe(400);
    expect((await a.supabase.auth.getUser()).error).toBeNull();

    const accessToken = a.session.access_token;
    expect((await a.supabase.auth.signOut()).error).toBeNull();
    const afterward = await refresh(a.session.refresh_token);
    expect(afterward.status).toBe(400);
    expect(await afterward.json()).toMatchObject({ error_code: 'refresh_token_not_found' });
    const user = await auth('/user', { headers: { authorization: `Bearer ${accessToken}` } });
    expect(user.status).toBe(403);
    expect(await user.json()).toMatchObject({ error_code: 'session_not_found' });
  });

  it('refuses expired, foreign-secret and alg none access tokens with GoTrue status and body', async () => {
    const a = await signedUp();
    const claims = JSON.parse(
      Buffer.from(a.session.access_token.split('.')[1]!, 'base64url').toString(),
    ) as Record<string, unknown>;
    const foreign = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .sign(new TextEncoder().encode('a secret that is not the project secret'));
    const none = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.`;
    const cases: [string, string][] = [
      [foreign, 'token signature is invalid: signature is invalid'],
      [none, 'token signature is invalid: signing method none is invalid'],
      ['not-a-jwt', 'token is malformed: token contains an invalid number of segments'],
    ];
    for (const [token, reason] of cases) {
      const res = await auth('/user', { headers: { authorization: `Bearer ${token}` } });
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({
        code: 403,
        error_code: 'bad_jwt',
        msg: `invalid JWT: unable to parse or verify signature, ${reason}`,
      });
    }
    const missing = await auth('/user');
    expect(missing.status).toBe(401);
    expect(await missing.json()).toMatchObject({ error_code: 'no_authorization' });

    clock.advance(3600_000);
    const expired = await auth('/user', {
      headers: {
        authorization: `Bearer ${a.session.access_token}`,
        'x-supabase-api-version': '2024-01-01',
      },
    });
    expect(expired.status).toBe(403);
    expect(await expired.json()).toEqual({
      code: 'bad_jwt',
      message:
        'invalid JWT: unable to parse or verify signature, token has invalid claims: token is expired',
    });
    const viaClient = await a.supabase.auth.getUser(a.session.access_token);
    expect(viaClient.error).toMatchObject({ status: 403, code: 'bad_jwt' });
    // The refresh token still works after the access token expired.
    expect((await refresh(a.session.refresh_token)).status).toBe(200);
  });

  it('limits sign-ups per address with GoTrue 429 over_request_rate_limit', async () => {
    // A bucket of 30, refilled at 30 per five minutes: an hour later it is full again.
    clock.advance(3600_000);
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) {
      const res = await auth('/signup', {
        method: 'POST',
        body: { email: email('rl'), password: '1' },
      });
      statuses.push(res.status);
      if (res.status === 429)
        expect(await res.json()).toEqual({
          code: 429,
          error_code: 'over_request_rate_limit',
          msg: 'Request rate limit reached',
        });
    }
    expect(statuses.slice(0, 30).every((s) => s === 422)).toBe(true);
    expect(statuses[30]).toBe(429);
    clock.advance(10_000);
    const later = await auth('/signup', {
      method: 'POST',
      body: { email: email('rl'), password: '1' },
    });
    expect(later.status).toBe(422);
  });

  it('asks new end users to confirm their e-mail once the founder turns it on', async () => {
    clock.advance(3600_000);
    const settingsUrl = `/api/projects/${project.id}/auth/settings`;
    const before = await t.request({ method: 'GET', url: settingsUrl, cookie });
    expect(before.json()).toEqual({
      emailPassword: true,
      signups: true,
      confirmEmail: false,
      passwordMinLength: 6,
    });
    const stranger = await signUpUser(t);
    const refused = await t.request({
      method: 'PUT',
      url: settingsUrl,
      cookie: stranger.cookie,
      payload: { confirmEmail: true },
    });
    expect([403, 404]).toContain(refused.statusCode);
    const turnedOn = await t.request({
      method: 'PUT',
      url: settingsUrl,
      cookie,
      payload: { confirmEmail: true },
    });
    expect(turnedOn.json()).toEqual({
      emailPassword: true,
      signups: true,
      confirmEmail: true,
      passwordMinLength: 6,
    });
    expect(await (await auth('/settings')).json()).toMatchObject({ mailer_autoconfirm: false });

    const address = email('confirm');
    const signUp = await client().auth.signUp({ email: address, password: PASSWORD });
    expect(signUp.error).toBeNull();
    expect(signUp.data.session).toBeNull();
    expect(signUp.data.user).toMatchObject({ email: address });
    expect(signUp.data.user?.email_confirmed_at).toBeUndefined();
    const early = await client().auth.signInWithPassword({ email: address, password: PASSWORD });
    expect(early.error).toMatchObject({ status: 400, code: 'email_not_confirmed' });

    const followed = await localhostFetch(lastMailTo(address).link, { redirect: 'manual' });
    expect(followed.status).toBe(303);
    const fragment = new URLSearchParams(new URL(followed.headers.get('location')!).hash.slice(1));
    expect(fragment.get('type')).toBe('signup');
    expect(fragment.get('access_token')).toEqual(expect.any(String));
    const later = await client().auth.signInWithPassword({ email: address, password: PASSWORD });
    expect(later.error).toBeNull();
    expect(later.data.user?.email_confirmed_at).toEqual(expect.any(String));
    // A taken address answers like a new one while confirmation is on, as GoTrue does.
    const taken = await client().auth.signUp({ email: address, password: PASSWORD });
    expect(taken.error).toBeNull();
    expect(taken.data.user?.id).not.toBe(later.data.user?.id);

    const off = await t.request({
      method: 'PUT',
      url: settingsUrl,
      cookie,
      payload: { confirmEmail: false },
    });
    expect(off.json()).toEqual({
      emailPassword: true,
      signups: true,
      confirmEmail: false,
      passwordMinLength: 6,
    });
  });
});
