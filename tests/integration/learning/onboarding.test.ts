import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { events, operations, projects } from '@server/db/schema';
import type { Plan, Service } from '@shared/contracts/plan';
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

  /** A change the user ran on their project: `ok` false is one that failed. */
  const ran = (
    user: { id: string },
    projectId: string,
    service: Service,
    kind: string,
    at: Date,
    ok = true,
  ) =>
    t.app.services.database.db.insert(operations).values({
      projectId,
      createdBy: user.id,
      executedBy: user.id,
      service,
      risk: 'low',
      status: ok ? 'succeeded' : 'failed',
      executed: ok,
      executedAt: ok ? at : null,
      plan: { steps: [{ kind }] } as unknown as Plan,
    });
  const newProject = async (user: { id: string }, createdAt = new Date()) => {
    const [row] = await t.app.services.database.db
      .insert(projects)
      .values({ slug: `p-${user.id}`, name: 'Shop', ownerId: user.id, createdAt })
      .returning();
    return row!.id;
  };
  const read = async (cookie: string) =>
    (await t.request({ method: 'GET', url: '/api/onboarding', cookie })).json();

  it("reports the user's first project and first successful deploy", async () => {
    const user = await signUp(t);
    const projectId = await newProject(user, hoursAgo(3));
    await ran(user, projectId, 'hosting', 'hosting.deploy', hoursAgo(2.5), false);
    await ran(user, projectId, 'backend', 'sql', hoursAgo(2.2));
    // The planner may file a deploy under another service; the step is what counts.
    await ran(user, projectId, 'backend', 'hosting.deploy', hoursAgo(2));
    await ran(user, projectId, 'hosting', 'hosting.deploy', hoursAgo(1));
    expect((await read(user.cookie)).milestones).toEqual({
      firstProjectAt: hoursAgo(3).toISOString(),
      firstDeployAt: hoursAgo(2).toISOString(),
    });
  });

  it('counts the steps the user has really done: a project, and two deploys, are three of four', async () => {
    const user = await signUp(t);
    const projectId = await newProject(user);
    expect((await read(user.cookie)).progress).toEqual({ completed: ['project'], skipped: [] });

    await ran(user, projectId, 'backend', 'sql', hoursAgo(1));
    await ran(user, projectId, 'hosting', 'hosting.deploy', hoursAgo(1), false);
    expect((await read(user.cookie)).progress).toEqual({ completed: ['project'], skipped: [] });
    await ran(user, projectId, 'hosting', 'hosting.deploy', hoursAgo(1));
    await ran(user, projectId, 'hosting', 'hosting.deploy', hoursAgo(0.5));
    expect((await read(user.cookie)).progress).toEqual({
      completed: ['project', 'integrations', 'deploy'],
      skipped: [],
    });

    // Saving the demo keeps what the user's own work completed.
    const saved = await save(user.cookie, { completed: ['demo'], skipped: [] });
    expect(saved.json().progress.completed).toEqual(['demo', 'project', 'integrations', 'deploy']);
  });

  it('counts a change to the code as using the services beyond the database', async () => {
    const user = await signUp(t);
    const projectId = await newProject(user);
    await ran(user, projectId, 'git', 'git.createBranch', hoursAgo(1));
    expect((await read(user.cookie)).progress).toEqual({
      completed: ['project', 'integrations'],
      skipped: [],
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
