// Failed sign-ins slow down the guesser, not everyone behind the same address: counted per
// (address, e-mail) and per e-mail, with delays that double; the clock is moved by hand.
import { and, eq, like } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { emailOutbox } from '@server/db/schema';
import { ManualClock } from '../../support/manual-clock';
import { createTestApp, newUser, type TestApp } from '../../support/test-app';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

async function start(env: Record<string, string>) {
  const clock = new ManualClock(Date.now());
  t = await createTestApp(
    { SIGNIN_FREE_FAILURES: '3', SIGNIN_FREE_FAILURES_PER_EMAIL: '10', ...env },
    { now: clock.date },
  );
  const signIn = (account: { email: string; password: string }, from?: string, device?: string) =>
    t!.request({
      method: 'POST',
      url: '/api/auth/signin',
      payload: { email: account.email, password: account.password },
      headers: {
        ...(from ? { 'x-forwarded-for': from } : {}),
        ...(device ? { cookie: `bridge_device=${device}` } : {}),
      },
    });
  const signUp = async () => {
    const account = newUser();
    expect(
      (await t!.request({ method: 'POST', url: '/api/auth/signup', payload: account })).statusCode,
    ).toBe(201);
    return account;
  };
  return { clock, signIn, signUp };
}

const wrong = (account: { email: string }) => ({
  email: account.email,
  password: 'not the right one',
});

describe('failed sign-ins', () => {
  it('slow one address guessing one e-mail with doubling delays, and a success starts afresh', async () => {
    const { clock, signIn, signUp } = await start({});
    const ada = await signUp();
    for (let i = 0; i < 4; i++) expect((await signIn(wrong(ada))).statusCode).toBe(401);

    const limited = await signIn(ada);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBe('1');
    expect(limited.json().error).toMatchObject({
      code: 'rate_limited',
      message: expect.stringContaining('1 second'),
    });

    clock.advance(1_000);
    expect((await signIn(wrong(ada))).statusCode).toBe(401);
    expect((await signIn(ada)).headers['retry-after']).toBe('2');
    clock.advance(2_000);
    expect((await signIn(wrong(ada))).statusCode).toBe(401);
    expect((await signIn(ada)).headers['retry-after']).toBe('4');

    clock.advance(4_000);
    expect((await signIn(ada)).statusCode).toBe(200);
    // The success cleared the count: the next mistake is an ordinary one.
    expect((await signIn(wrong(ada))).statusCode).toBe(401);
    expect((await signIn(wrong(ada))).statusCode).toBe(401);
  });

  it('do not lock out other accounts behind the same address', async () => {
    const { signIn, signUp } = await start({});
    const ada = await signUp();
    const grace = await signUp();
    for (let i = 0; i < 10; i++) await signIn(wrong(ada));
    expect((await signIn(ada)).statusCode).toBe(429);
    expect((await signIn(grace)).statusCode).toBe(200);
  });

  it('are forgotten after the window', async () => {
    const { clock, signIn, signUp } = await start({ RATE_LIMIT_WINDOW_MS: '60000' });
    const ada = await signUp();
    for (let i = 0; i < 3; i++) expect((await signIn(wrong(ada))).statusCode).toBe(401);
    clock.advance(61_000);
    for (let i = 0; i < 3; i++) expect((await signIn(wrong(ada))).statusCode).toBe(401);
    expect((await signIn(ada)).statusCode).toBe(200);
  });
});

describe('successful sign-ins', () => {
  it('are not counted', async () => {
    const { signIn, signUp } = await start({});
    const ada = await signUp();
    for (let i = 0; i < 12; i++) expect((await signIn(ada)).statusCode).toBe(200);
  });
});

describe('behind a proxy', () => {
  it('counts one e-mail across addresses, so many addresses cannot guess freely', async () => {
    const { signIn, signUp } = await start({ TRUST_PROXY: 'true' });
    const ada = await signUp();
    for (let i = 1; i <= 11; i++)
      expect((await signIn(wrong(ada), `203.0.113.${i}`)).statusCode).toBe(401);
    expect((await signIn(ada, '203.0.113.99')).statusCode).toBe(429);
  });

  it('takes the client address from X-Forwarded-For only when TRUST_PROXY says so', async () => {
    const trusted = await start({ TRUST_PROXY: 'true' });
    const ada = await trusted.signUp();
    // Trusted: each forwarded address has its own count, so five mistakes from five addresses pass.
    for (let i = 1; i <= 5; i++)
      expect((await trusted.signIn(wrong(ada), `198.51.100.${i}`)).statusCode).toBe(401);
    expect((await trusted.signIn(ada, '198.51.100.6')).statusCode).toBe(200);
    await t!.close();

    const untrusted = await start({});
    const grace = await untrusted.signUp();
    // Not trusted: a made-up header does not give the guesser a fresh count.
    for (let i = 1; i <= 4; i++)
      expect((await untrusted.signIn(wrong(grace), `198.51.100.${i}`)).statusCode).toBe(401);
    expect((await untrusted.signIn(grace, '198.51.100.9')).statusCode).toBe(429);
  });
});

/** The device cookie an answer sets, if any. */
const deviceIn = (res: { cookies: { name: string; value: string }[] }) =>
  res.cookies.find((c) => c.name === 'bridge_device')?.value;

/** Strangers at many addresses push the e-mail past its free failures (10 here), 2 each. */
async function strangersGuess(
  signIn: (
    a: { email: string; password: string },
    from?: string,
  ) => Promise<{ statusCode: number }>,
  account: { email: string },
  first: number,
) {
  for (let i = first; i < first + 6; i++)
    for (let j = 0; j < 2; j++) await signIn(wrong(account), `203.0.113.${i}`);
}

describe('places that signed in before', () => {
  it('are not delayed by failures from elsewhere: the browser that signed in, or its address', async () => {
    const { signIn, signUp } = await start({ TRUST_PROXY: 'true' });
    const ada = await signUp();
    const home = await signIn(ada, '198.51.100.1');
    expect(home.statusCode).toBe(200);
    const device = deviceIn(home);
    expect(device).toMatch(/^[A-Za-z0-9_-]{43}$/);

    await strangersGuess(signIn, ada, 1);
    // A new place without the cookie waits: that is the per-e-mail delay at work.
    expect((await signIn(ada, '203.0.113.99')).statusCode).toBe(429);
    // A made-up device cookie is no key.
    expect((await signIn(ada, '203.0.113.98', 'x'.repeat(43))).statusCode).toBe(429);
    // Ada's home address without the cookie is not delayed (and its success starts the count afresh).
    expect((await signIn(ada, '198.51.100.1')).statusCode).toBe(200);
    await strangersGuess(signIn, ada, 20);
    expect((await signIn(ada, '203.0.113.99')).statusCode).toBe(429);
    // Nor is Ada's browser, even from a café's address.
    expect((await signIn(ada, '192.0.2.50', device)).statusCode).toBe(200);
  });

  it('still count their own failures', async () => {
    const { signIn, signUp } = await start({ TRUST_PROXY: 'true' });
    const ada = await signUp();
    const device = deviceIn(await signIn(ada, '198.51.100.1'));
    for (let i = 0; i < 4; i++) await signIn(wrong(ada), '192.0.2.50', device);
    expect((await signIn(ada, '192.0.2.50', device)).statusCode).toBe(429);
  });
});

describe('the e-mailed unlock link', () => {
  it('is sent once when the e-mail starts waiting, ends the wait, and lets its browser in after', async () => {
    const { signIn, signUp } = await start({ TRUST_PROXY: 'true' });
    const ada = await signUp();
    const db = t!.app.services.database.db;
    const unlockMails = () =>
      db
        .select()
        .from(emailOutbox)
        .where(and(eq(emailOutbox.to, ada.email), like(emailOutbox.text, '%/api/auth/unlock?%')));

    await strangersGuess(signIn, ada, 1);
    await strangersGuess(signIn, ada, 10);
    expect((await signIn(ada, '192.0.2.50')).statusCode).toBe(429);
    const mails = await unlockMails();
    expect(mails).toHaveLength(1);
    const link = /(\/api\/auth\/unlock\?token=\S+)/.exec(mails[0]!.text)?.[1] ?? '';

    const opened = await t!.request({ method: 'GET', url: link });
    expect(opened.statusCode).toBe(302);
    expect(opened.headers.location).toBe('/auth?unlock=done');
    const device = deviceIn(opened);
    expect(device).toBeDefined();
    // The wait is over for everyone, and the strangers start again from nothing.
    expect((await signIn(ada, '192.0.2.51')).statusCode).toBe(200);
    expect((await t!.request({ method: 'GET', url: link })).headers.location).toBe(
      '/auth?unlock=invalid',
    );

    await strangersGuess(signIn, ada, 20);
    expect((await signIn(ada, '203.0.113.99')).statusCode).toBe(429);
    expect((await signIn(ada, '192.0.2.52', device)).statusCode).toBe(200);
  });
});
