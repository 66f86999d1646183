// Failed sign-ins slow down the guesser, not everyone behind the same address: counted per
// (address, e-mail) and per e-mail, with delays that double; the clock is moved by hand.
import { afterEach, describe, expect, it } from 'vitest';
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
  const signIn = (account: { email: string; password: string }, from?: string) =>
    t!.request({
      method: 'POST',
      url: '/api/auth/signin',
      payload: { email: account.email, password: account.password },
      ...(from ? { headers: { 'x-forwarded-for': from } } : {}),
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
