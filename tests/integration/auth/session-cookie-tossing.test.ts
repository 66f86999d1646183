import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, newUser, type TestApp } from '../../support/test-app';

// A site under the studio's registrable domain sets `bridge_session=<its own>; Domain=example.com;
// Path=/api`: the browser then sends it first, beside the studio's own cookie.
let http: TestApp;
let https: TestApp;

beforeAll(async () => {
  [http, https] = await Promise.all([
    createTestApp(),
    createTestApp({ PUBLIC_URL: 'https://studio.example.com', SITES_DOMAIN: 'sites.example.com' }),
  ]);
});
afterAll(() => Promise.all([http.close(), https.close()]));

async function signUp(t: TestApp) {
  const body = newUser();
  const res = await t.request({ method: 'POST', url: '/api/auth/signup', payload: body });
  expect(res.statusCode).toBe(201);
  return {
    email: body.email,
    cookie: res.cookies[0]!,
    setCookie: String(res.headers['set-cookie']),
  };
}

const sessionOf = (t: TestApp, cookie: string) =>
  t.request({ method: 'GET', url: '/api/auth/session', cookie });

describe('the session cookie on https', () => {
  it('is named __Host-, secure, for the whole host and no domain', async () => {
    const { cookie, setCookie } = await signUp(https);
    expect(cookie).toMatchObject({ name: '__Host-bridge_session', path: '/', secure: true });
    expect(setCookie.toLowerCase()).not.toContain('domain=');
  });

  it('ignores the plain name, which a site under the same domain could set', async () => {
    const { email, cookie } = await signUp(https);
    const tossed = await sessionOf(https, `bridge_session=${cookie.value}`);
    expect(tossed.json()).toEqual({ user: null });
    const own = await sessionOf(https, `__Host-bridge_session=${cookie.value}`);
    expect(own.json().user.email).toBe(email);
  });

  it('refuses a request carrying two session cookies', async () => {
    const [attacker, victim] = [await signUp(https), await signUp(https)];
    const res = await sessionOf(
      https,
      `__Host-bridge_session=${attacker.cookie.value}; __Host-bridge_session=${victim.cookie.value}`,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('duplicate_session_cookie');
  });
});

describe('the session cookie on http (localhost)', () => {
  it('keeps the plain name', async () => {
    const { email, cookie } = await signUp(http);
    expect(cookie.name).toBe('bridge_session');
    expect((await sessionOf(http, `bridge_session=${cookie.value}`)).json().user.email).toBe(email);
  });

  it("refuses the victim's calls, even after signing in again, instead of running them as the attacker", async () => {
    const attacker = await signUp(http);
    const victim = await signUp(http);
    const tossed = `bridge_session=${attacker.cookie.value}; bridge_session=${victim.cookie.value}`;
    for (const url of ['/api/auth/session', '/api/projects']) {
      const res = await http.request({ method: 'GET', url, cookie: tossed });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatchObject({
        code: 'duplicate_session_cookie',
        message: expect.stringContaining('sign in again'),
      });
    }
    const created = await http.request({
      method: 'POST',
      url: '/api/projects',
      cookie: tossed,
      payload: { name: 'Planted' },
    });
    expect(created.statusCode).toBe(400);
    expect(
      (await sessionOf(http, `other=1; bridge_session=${victim.cookie.value}`)).json().user.email,
    ).toBe(victim.email);
  });
});
