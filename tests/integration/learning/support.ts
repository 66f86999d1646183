import { createTestApp, newUser, sessionCookie, type TestApp } from '../../support/test-app';

/** A fixed "now" so that periods and buckets are known in advance. */
export const NOW = new Date('2026-03-10T12:30:00.000Z');

export function startLearningApp(env: Record<string, string> = {}): Promise<TestApp> {
  return createTestApp(env, { now: () => NOW });
}

/** Signs a new user up and returns their id and session cookie. */
export async function signUp(t: TestApp): Promise<{ id: string; cookie: string }> {
  const res = await t.request({ method: 'POST', url: '/api/auth/signup', payload: newUser() });
  if (res.statusCode !== 201) throw new Error(`sign-up failed: ${res.body}`);
  return { id: res.json().user.id as string, cookie: sessionCookie(res) };
}

export const hoursAgo = (hours: number) => new Date(NOW.getTime() - hours * 60 * 60 * 1000);
export const daysAgo = (days: number) => hoursAgo(days * 24);
