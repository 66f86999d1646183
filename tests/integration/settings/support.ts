import { createTestApp, newUser, sessionCookie, type TestApp } from '../../support/test-app';

export function startSettingsApp(env: Record<string, string> = {}): Promise<TestApp> {
  return createTestApp(env);
}

/** Signs a new user up and returns their id, e-mail, password and session cookie. */
export async function signUp(t: TestApp, userAgent = 'test-browser') {
  const user = newUser();
  const res = await t.request({
    method: 'POST',
    url: '/api/auth/signup',
    payload: user,
    headers: { 'user-agent': userAgent },
  });
  if (res.statusCode !== 201) throw new Error(`sign-up failed: ${res.body}`);
  return {
    id: res.json().user.id as string,
    email: user.email,
    password: user.password,
    cookie: sessionCookie(res),
  };
}
