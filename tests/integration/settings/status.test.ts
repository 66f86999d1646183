import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Operation } from '@shared/contracts/operations';
import type { Plan } from '@shared/contracts/plan';
import { operations, projects } from '@server/db/schema';
import type { TestApp } from '../../support/test-app';
import { createTestApp } from '../../support/test-app';
import { signUp } from './support';

const NOW = new Date('2026-05-01T12:00:00.000Z');
const daysAgo = (days: number) => new Date(NOW.getTime() - days * 24 * 60 * 60 * 1000);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { now: () => NOW });
});
afterAll(() => t.close());

const status = async (cookie: string) =>
  (await t.request({ method: 'GET', url: '/api/settings/status', cookie })).json();

describe('settings status line', () => {
  it('is zero where nothing was used', async () => {
    const { cookie } = await signUp(t);
    expect(await status(cookie)).toEqual({
      responseTimeMs: 0,
      successRate: 0,
      runs: 0,
      tokens: 0,
      costUsd: 0,
    });
  });

  it('averages the user’s own finished runs of the last 30 days', async () => {
    const ada = await signUp(t);
    const other = await signUp(t);
    const db = t.app.services.database.db;
    const [project] = await db
      .insert(projects)
      .values({ slug: `s-${ada.id}`, name: 'Shop', ownerId: ada.id })
      .returning();
    const run = (by: string, status: Operation['status'], durationMs: number, at: Date) => ({
      projectId: project!.id,
      plan: {} as Plan,
      service: 'backend' as const,
      risk: 'low' as const,
      status,
      executed: true,
      executedAt: at,
      executedBy: by,
      durationMs,
    });
    await db
      .insert(operations)
      .values([
        run(ada.id, 'succeeded', 1000, daysAgo(1)),
        run(ada.id, 'undone', 2000, daysAgo(2)),
        run(ada.id, 'failed', 3000, daysAgo(3)),
        run(ada.id, 'succeeded', 100_000, daysAgo(31)),
        run(other.id, 'failed', 9000, daysAgo(1)),
        { ...run(ada.id, 'planned', 0, daysAgo(1)), executed: false },
      ]);
    expect(await status(ada.cookie)).toEqual({
      responseTimeMs: 2000,
      successRate: 66.7,
      runs: 3,
      tokens: 0,
      costUsd: 0,
    });
  });

  it('needs a signed-in user', async () => {
    expect((await t.request({ method: 'GET', url: '/api/settings/status' })).statusCode).toBe(401);
  });
});
