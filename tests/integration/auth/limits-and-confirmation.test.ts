import { afterEach, describe, expect, it } from 'vitest';
import type { Mail, Mailer } from '@server/services/mail/mailer';
import { createTestApp, newUser, sessionCookie, type TestApp } from '../../support/test-app';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

describe('rate limits', () => {
  it('limits sign-ups and confirmation e-mails too', async () => {
    t = await createTestApp({ RATE_LIMIT_AUTH_MAX: '2', RATE_LIMIT_MAIL_MAX: '1' });
    for (let i = 0; i < 2; i++) {
      expect(
        (await t.request({ method: 'POST', url: '/api/auth/signup', payload: newUser() }))
          .statusCode,
      ).toBe(201);
    }
    expect(
      (await t.request({ method: 'POST', url: '/api/auth/signup', payload: newUser() })).statusCode,
    ).toBe(429);
    const resend = () =>
      t!.request({
        method: 'POST',
        url: '/api/auth/resend-confirmation',
        payload: { email: 'a@example.com' },
      });
    expect((await resend()).statusCode).toBe(202);
    expect((await resend()).statusCode).toBe(429);
  });
});

describe('e-mail confirmation when mail is really delivered', () => {
  const sent: Mail[] = [];
  const deliveringMailer: Mailer = { delivers: true, send: async (mail) => void sent.push(mail) };

  it('requires the link before sign-in, and the link confirms and returns to /', async () => {
    t = await createTestApp({}, { mailer: deliveringMailer });
    const account = newUser();
    const signup = await t.request({ method: 'POST', url: '/api/auth/signup', payload: account });
    expect(signup.json().confirmationRequired).toBe(true);
    expect(signup.cookies).toHaveLength(0);

    const early = await t.request({ method: 'POST', url: '/api/auth/signin', payload: account });
    expect(early.statusCode).toBe(403);
    expect(early.json().error.code).toBe('email_not_confirmed');

    const link = new URL(sent.at(-1)!.text.match(/http\S+/)![0]);
    const confirm = await t.request({ method: 'GET', url: link.pathname + link.search });
    expect(confirm.statusCode).toBe(302);
    expect(confirm.headers.location).toBe('/');
    const reused = await t.request({ method: 'GET', url: link.pathname + link.search });
    expect(reused.headers.location).toBe('/auth?confirmation=invalid');

    const signin = await t.request({ method: 'POST', url: '/api/auth/signin', payload: account });
    expect(signin.statusCode).toBe(200);
    expect(signin.json().user.emailConfirmed).toBe(true);
  });
});

describe('session expiry', () => {
  it('ends a session left idle for more than seven days', async () => {
    let clock = new Date('2026-01-01T00:00:00Z');
    t = await createTestApp({}, { now: () => clock });
    const cookie = sessionCookie(
      await t.request({ method: 'POST', url: '/api/auth/signup', payload: newUser() }),
    );
    clock = new Date('2026-01-07T00:00:00Z');
    expect(
      (await t.request({ method: 'GET', url: '/api/auth/session', cookie })).json().user,
    ).not.toBeNull();
    clock = new Date('2026-01-14T12:00:00Z');
    expect(
      (await t.request({ method: 'GET', url: '/api/auth/session', cookie })).json().user,
    ).toBeNull();
  });
});

describe('sign-up with mail delivered', () => {
  it('answers a taken e-mail exactly like a new one: same status, same fields, no cookie', async () => {
    const sent: Mail[] = [];
    t = await createTestApp(
      {},
      { mailer: { delivers: true, send: async (mail) => void sent.push(mail) } },
    );
    const taken = newUser();
    await t.request({ method: 'POST', url: '/api/auth/signup', payload: taken });
    const again = await t.request({
      method: 'POST',
      url: '/api/auth/signup',
      payload: { ...taken, password: 'another strong phrase' },
    });
    const fresh = await t.request({ method: 'POST', url: '/api/auth/signup', payload: newUser() });
    const shape = (res: typeof fresh) => {
      const { user, ...rest } = res.json();
      return {
        status: res.statusCode,
        cookies: res.cookies.length,
        rest,
        fields: Object.keys(user).sort(),
        confirmed: user.emailConfirmed,
      };
    };
    expect(shape(again)).toEqual(shape(fresh));
    expect(again.json().user.email).toBe(taken.email);
    expect(sent.filter((mail) => mail.to === taken.email).map((mail) => mail.subject)).toEqual([
      'Confirm your Bridge Studio account',
      'Someone tried to sign up with your e-mail address',
    ]);
  });
});
