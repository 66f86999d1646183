import type { TestApp } from './test-app';
import { newUser, sessionCookie } from './test-app';

/** Signs a new user up and answers their cookie and id. */
export async function signUpUser(t: TestApp, overrides: Parameters<typeof newUser>[0] = {}) {
  const res = await t.request({
    method: 'POST',
    url: '/api/auth/signup',
    payload: newUser(overrides),
  });
  if (res.statusCode !== 201) throw new Error(`sign-up failed: ${res.body}`);
  return { cookie: sessionCookie(res), user: res.json().user as { id: string; email: string } };
}

export async function createProject(
  t: TestApp,
  cookie: string,
  body: Record<string, unknown> = { name: 'My app' },
) {
  const res = await t.request({ method: 'POST', url: '/api/projects', cookie, payload: body });
  if (res.statusCode !== 201) throw new Error(`project creation failed: ${res.body}`);
  return res.json().project as { id: string; slug: string; name: string; siteUrl: string };
}
