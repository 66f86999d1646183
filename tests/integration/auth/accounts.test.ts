import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { users, sessions, emailOutbox } from '@server/db/schema';
import { createTestApp, newUser, sessionCookie, type TestApp } from '../../support/test-app';

let t: TestApp;
const userCount = async () =>
  (await t.app.services.database.db.select({ n: count() }).from(users))[0]!.n;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('sign-up', () => {
  it('creates the account, signs the user in and writes the confirmation mail to the outbox', async () => {
    const body = newUser();
    const res = await t.request({ method: 'POST', url: '/api/auth/signup', payload: body });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      user: { email: body.email, firstName: 'Ada', lastName: 'Lovelace' },
      confirmationRequired: false,
    });
    const session = await t.request({
      method: 'GET',
      url: '/api/auth/session',
      cookie: sessionCookie(res),
    });
    expect(session.json().user.email).toBe(body.email);
    const mails = await t.app.services.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.to, body.email));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('/api/auth/confirm?token=');
  });

  it('stores the password as an argon2id hash with the agreed parameters', async () => {
    const body = newUser();
    await t.request({ method: 'POST', url: '/api/auth/signup', payload: body });
    const [row] = await t.app.services.database.db
      .select()
      .from(users)
      .where(eq(users.email, body.email));
    expect(row!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(row!.passwordHash).not.toContain(body.password);
  });

  it('answers a taken e-mail (in any letter case) like a new one, changes nothing and tells the owner', async () => {
    const body = newUser();
    await t.request({ method: 'POST', url: '/api/auth/signup', payload: body });
    const before = await userCount();
    const res = await t.request({
      method: 'POST',
      url: '/api/auth/signup',
      payload: { ...body, email: body.email.toUpperCase(), password: 'another strong phrase' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().user).toMatchObject({ email: body.email, emailConfirmed: false });
    expect(res.cookies).toHaveLength(0);
    expect(await userCount()).toBe(before);
    const mails = await t.app.services.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.to, body.email));
    expect(mails.map((mail) => mail.subject)).toContain(
      'Someone tried to sign up with your e-mail address',
    );
    // The original password still works; the attempt changed nothing.
    expect(
      (await t.request({ method: 'POST', url: '/api/auth/signin', payload: body })).statusCode,
    ).toBe(200);
  });

  it.each([
    ['a too-short password', { password: 'short' }, /at least 8 characters/],
    ['a too-long password', { password: 'x'.repeat(129) }, /at most 128 characters/],
    ['one of the most used passwords', { password: 'password' }, /most used passwords/],
    ['eight spaces', { password: '        ' }, /only spaces/],
    ['a guessable password', { password: 'Summer2024!' }, /too easy to guess/],
    [
      'a password made of the name',
      { firstName: 'Grace', lastName: 'Hopper', password: 'gracehopper1906' },
      /your name or e-mail/,
    ],
    ['a bad e-mail', { email: 'not-an-email' }, /valid e-mail/],
    ['an empty first name', { firstName: '   ' }, /first name/],
  ])('refuses %s with a clear message and creates nothing', async (_label, change, message) => {
    const before = await userCount();
    const res = await t.request({
      method: 'POST',
      url: '/api/auth/signup',
      payload: { ...newUser(), ...change },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toMatch(message);
    expect(await userCount()).toBe(before);
  });

  it('refuses missing fields and malformed JSON', async () => {
    const missing = await t.request({
      method: 'POST',
      url: '/api/auth/signup',
      payload: { email: 'x@example.com' },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.code).toBe('validation_error');
    const malformed = await t.request({
      method: 'POST',
      url: '/api/auth/signup',
      payload: '{"email": "x@example.com", ',
      headers: { 'content-type': 'application/json' },
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({
      error: { code: 'invalid_json', message: 'The request body is not valid JSON.' },
    });
  });
});

describe('sign-in and sessions', () => {
  const account = newUser();
  beforeAll(async () => {
    await t.request({ method: 'POST', url: '/api/auth/signup', payload: account });
  });

  it('signs in with the right password and sets a hardened cookie', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/auth/signin',
      payload: { email: account.email, password: account.password },
    });
    expect(res.statusCode).toBe(200);
    const cookie = res.cookies.find((c) => c.name === 'bridge_session')!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(Buffer.from(cookie.value, 'base64url').length).toBeGreaterThanOrEqual(16);
  });

  it('gives the same answer for a wrong password and an unknown user', async () => {
    const wrong = await t.request({
      method: 'POST',
      url: '/api/auth/signin',
      payload: { email: account.email, password: 'not the password' },
    });
    const unknown = await t.request({
      method: 'POST',
      url: '/api/auth/signin',
      payload: { email: 'nobody@example.com', password: 'whatever123' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.cookies).toHaveLength(0);
  });

  it('keeps only a hash of the token, and a signed-out token cannot be replayed', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/auth/signin',
      payload: { email: account.email, password: account.password },
    });
    const cookie = sessionCookie(res);
    const token = cookie.split('=')[1]!;
    const stored = await t.app.services.database.db.select().from(sessions);
    expect(stored.some((s) => s.tokenHash === token)).toBe(false);

    // The stored hash is useless as a cookie.
    const hashAsCookie = await t.request({
      method: 'GET',
      url: '/api/auth/session',
      cookie: `bridge_session=${stored[0]!.tokenHash}`,
    });
    expect(hashAsCookie.json()).toEqual({ user: null });

    const out = await t.request({ method: 'POST', url: '/api/auth/signout', cookie });
    expect(out.statusCode).toBe(204);
    const replay = await t.request({ method: 'GET', url: '/api/auth/session', cookie });
    expect(replay.json()).toEqual({ user: null });
    const profile = await t.request({
      method: 'PATCH',
      url: '/api/profile',
      cookie,
      payload: { firstName: 'X' },
    });
    expect(profile.statusCode).toBe(401);
  });
});

describe('cross-site requests', () => {
  it('refuses a POST from another origin and creates nothing', async () => {
    const before = await userCount();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: newUser(),
      headers: { origin: 'https://evil.example', host: 'localhost:3000' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('csrf_rejected');
    expect(await userCount()).toBe(before);
  });

  it('refuses a POST with neither an Origin nor the client header', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      payload: { email: 'a@b.co', password: 'x' },
    });
    expect(res.statusCode).toBe(403);
  });

  it('accepts a same-origin browser POST', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: newUser(),
      headers: { origin: 'http://localhost:3000', host: 'localhost:3000' },
    });
    expect(res.statusCode).toBe(201);
  });
});

describe('profile', () => {
  it('answers 401 No user logged in without a session, whatever the body', async () => {
    const res = await t.request({
      method: 'PATCH',
      url: '/api/profile',
      payload: { nonsense: true },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: { code: 'unauthorized', message: 'No user logged in' } });
  });

  it('updates the fields given and sets updated_at on every update', async () => {
    const signup = await t.request({ method: 'POST', url: '/api/auth/signup', payload: newUser() });
    const cookie = sessionCookie(signup);
    const first = await t.request({
      method: 'PATCH',
      url: '/api/profile',
      cookie,
      payload: { company: 'Acme' },
    });
    expect(first.statusCode).toBe(200);
    expect(first.json().profile).toMatchObject({ firstName: 'Ada', company: 'Acme' });
    const second = await t.request({
      method: 'PATCH',
      url: '/api/profile',
      cookie,
      payload: { firstName: 'Grace' },
    });
    expect(second.json().profile).toMatchObject({ firstName: 'Grace', company: 'Acme' });
    expect(new Date(second.json().profile.updatedAt).getTime()).toBeGreaterThanOrEqual(
      new Date(first.json().profile.updatedAt).getTime(),
    );
    const unknownField = await t.request({
      method: 'PATCH',
      url: '/api/profile',
      cookie,
      payload: { role: 'admin' },
    });
    expect(unknownField.statusCode).toBe(400);
  });
});
