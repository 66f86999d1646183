import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { events, projects } from '@server/db/schema';
import { createAnalyticsRepository } from '@server/modules/analytics/repository';
import type { TestApp } from '../../support/test-app';
import { hoursAgo, signUp, startLearningApp } from './support';

let t: TestApp;
beforeAll(async () => {
  t = await startLearningApp();
});
afterAll(() => t.close());

const save = (cookie: string, payload: Record<string, unknown>) =>
  t.request({ method: 'PUT', url: '/api/onboarding', cookie, payload });

describe('onboarding progress', () => {
  it('starts empty for a new user', async () => {
    const { cookie } = await signUp(t);
    const res = await t.request({ method: 'GET', url: '/api/onboarding', cookie });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      progress: { completed: [], skipped: [] },
      updatedAt: null,
      milestones: { firstProjectAt: null, firstDeployAt: null },
    });
  });

  it("reports the user's first project and first successful deploy", async () => {
    const user = await signUp(t);
    const db = t.app.services.database.db;
    await db
      .insert(projects)
      .values({ slug: `p-${user.id}`, name: 'Shop', ownerId: user.id, createdAt: hoursAgo(3) });
    const repo = createAnalyticsRepository(db);
    await repo.insert({
      userId: user.id,
      name: 'agent_operation_executed',
      properties: { service: 'hosting', success: false },
      createdAt: hoursAgo(2.5),
    });
    await repo.insert({
      userId: user.id,
      name: 'agent_operation_executed',
      properties: { service: 'backend' },
      createdAt: hoursAgo(2.2),
    });
    await repo.insert({
      userId: user.id,
      name: 'agent_operation_executed',
      properties: { service: 'hosting', success: true },
      createdAt: hoursAgo(2),
    });
    const res = await t.request({ method: 'GET', url: '/api/onboarding', cookie: user.cookie });
    expect(res.json().milestones).toEqual({
      firstProjectAt: hoursAgo(3).toISOString(),
      firstDeployAt: hoursAgo(2).toISOString(),
    });
  });

  it('saves per user, in step order, and records each newly completed step once', async () => {
    const ada = await signUp(t);
    const grace = await signUp(t);
    const first = await save(ada.cookie, { completed: ['project', 'demo', 'demo'], skipped: [] });
    expect(first.statusCode).toBe(200);
    expect(first.json().progress).toEqual({ completed: ['demo', 'project'], skipped: [] });
    expect(first.json().updatedAt).toBe('2026-03-10T12:30:00.000Z');
    await save(ada.cookie, { completed: ['demo', 'project', 'integrations'], skipped: ['deploy'] });

    const read = await t.request({ method: 'GET', url: '/api/onboarding', cookie: ada.cookie });
    expect(read.json().progress).toEqual({
      completed: ['demo', 'project', 'integrations'],
      skipped: ['deploy'],
    });
    const other = await t.request({ method: 'GET', url: '/api/onboarding', cookie: grace.cookie });
    expect(other.json().progress).toEqual({ completed: [], skipped: [] });

    const recorded = await t.app.services.database.db
      .select({ properties: events.properties })
      .from(events)
      .where(and(eq(events.userId, ada.id), eq(events.name, 'onboarding_step_completed')));
    expect(recorded.map((e) => e.properties.step).sort()).toEqual([
      'demo',
      'integrations',
      'project',
    ]);
  });

  it('refuses skipping a required step or an unknown step, and changes nothing', async () => {
    const { cookie } = await signUp(t);
    await save(cookie, { completed: ['demo'], skipped: [] });
    const skipRequired = await save(cookie, { completed: [], skipped: ['project'] });
    expect(skipRequired.statusCode).toBe(400);
    expect(skipRequired.json().error.message).toMatch(/optional step/);
    expect((await save(cookie, { completed: ['lunch'], skipped: [] })).statusCode).toBe(400);
    const read = await t.request({ method: 'GET', url: '/api/onboarding', cookie });
    expect(read.json().progress.completed).toEqual(['demo']);
  });

  it('answers 401 No user logged in without a session', async () => {
    const res = await t.request({ method: 'GET', url: '/api/onboarding' });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.message).toBe('No user logged in');
    expect((await save('', { completed: ['demo'], skipped: [] })).statusCode).toBe(401);
  });
});
