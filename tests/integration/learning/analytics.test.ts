import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { events, projectMembers, projects } from '@server/db/schema';
import { createAnalyticsRepository } from '@server/modules/analytics/repository';
import type { TestApp } from '../../support/test-app';
import { daysAgo, hoursAgo, signUp, startLearningApp } from './support';

let t: TestApp;
let ada: { id: string; cookie: string };
let grace: { id: string; cookie: string };

beforeAll(async () => {
  t = await startLearningApp();
  ada = await signUp(t);
  grace = await signUp(t);
  const repo = createAnalyticsRepository(t.app.services.database.db);
  const record = (
    userId: string,
    name: string,
    createdAt: Date,
    properties: Record<string, unknown> = {},
  ) => repo.insert({ userId, name, createdAt, properties });
  // This week for Ada: 3 plans, 2 changes (one deploy, one failure), 1 piece of code.
  await record(ada.id, 'agent_instruction_processed', hoursAgo(1), {
    instruction: 'create a table called tasks',
    success: true,
  });
  await record(ada.id, 'agent_instruction_processed', daysAgo(2), {
    instruction: 'deploy to production',
    success: true,
  });
  // The multi-agent twin of a plan is the same plan: it is not counted again.
  await record(ada.id, 'multi_agent_instruction_processed', daysAgo(2), {
    instruction: 'deploy to production',
    success: true,
  });
  await record(ada.id, 'agent_instruction_processed', daysAgo(3), {
    instruction: 'drop everything',
    success: false,
  });
  await record(ada.id, 'agent_operation_executed', hoursAgo(2), {
    service: 'hosting',
    success: true,
  });
  await record(ada.id, 'multi_agent_operation_executed', hoursAgo(2), {
    service: 'hosting',
    success: true,
  });
  await record(ada.id, 'agent_operation_executed', daysAgo(4), {
    service: 'backend',
    success: false,
  });
  await record(ada.id, 'code_generated', daysAgo(5), {
    name: 'ContactForm',
    kind: 'form',
    source: 'rules',
  });
  // The week before: 1 plan and 1 successful change.
  await record(ada.id, 'agent_instruction_processed', daysAgo(9), { success: true });
  await record(ada.id, 'agent_operation_executed', daysAgo(10), {
    service: 'backend',
    success: true,
  });
  // Grace's events never show in Ada's figures.
  await record(grace.id, 'agent_instruction_processed', hoursAgo(1), { success: true });
  await record(grace.id, 'code_generated', hoursAgo(1), { name: 'Secret' });

  const db = t.app.services.database.db;
  await db.insert(projects).values([
    {
      slug: 'ada-todo',
      name: 'Ada todo',
      ownerId: ada.id,
      template: 'todo-app',
      createdAt: daysAgo(1),
    },
    {
      slug: 'grace-todo',
      name: 'Grace todo',
      ownerId: grace.id,
      template: 'todo-app',
      createdAt: daysAgo(2),
    },
    {
      slug: 'grace-blog',
      name: 'Grace blog',
      ownerId: grace.id,
      template: 'blog-platform',
      createdAt: daysAgo(12),
    },
  ]);
});
afterAll(() => t.close());

const overview = (cookie: string, query = '') =>
  t.request({ method: 'GET', url: `/api/analytics${query}`, cookie });

describe('GET /api/analytics', () => {
  it('defaults to 7 days of daily buckets ending today', async () => {
    const res = await overview(ada.cookie);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      period: '7d',
      bucket: 'day',
      from: '2026-03-04T00:00:00.000Z',
      to: '2026-03-10T12:30:00.000Z',
    });
    expect(body.series).toHaveLength(7);
    expect(body.series.at(-1).start).toBe('2026-03-10T00:00:00.000Z');
  });

  it("computes the six metrics from the user's own events, against the week before", async () => {
    const { metrics } = (await overview(ada.cookie, '?period=7d')).json();
    const byId = Object.fromEntries(metrics.map((m: { id: string }) => [m.id, m]));
    expect(metrics.map((m: { label: string }) => m.label)).toEqual([
      'Projects created',
      'Plans made',
      'Changes run',
      'Success rate',
      'Deploys',
      'Code generated',
    ]);
    expect(byId.projects).toMatchObject({ value: 1, previous: 0, change: null, trend: 'up' });
    expect(byId.plans).toMatchObject({ value: 3, previous: 1, change: 200, trend: 'up' });
    expect(byId.operations).toMatchObject({ value: 2, previous: 1, change: 100 });
    expect(byId.successRate).toMatchObject({
      value: 50,
      previous: 100,
      change: -50,
      trend: 'down',
      format: 'percent',
    });
    expect(byId.deploys).toMatchObject({ value: 1, previous: 0 });
    expect(byId.code).toMatchObject({ value: 1, previous: 0 });
  });

  it('lists recent activity newest first, with failures marked as errors', async () => {
    const { activity } = (await overview(ada.cookie)).json();
    expect(activity.map((a: { name: string }) => a.name)).toEqual([
      'Planned "create a table called tasks"',
      'Deployed your site',
      'Created project "Ada todo"',
      'Planned "deploy to production"',
      'Planned "drop everything"',
      'Ran a database change',
      'Generated ContactForm',
    ]);
    const failed = activity.filter((a: { status: string }) => a.status === 'error');
    expect(failed.map((a: { name: string }) => a.name)).toEqual([
      'Planned "drop everything"',
      'Ran a database change',
    ]);
    expect(JSON.stringify(activity)).not.toContain('Secret');
  });

  it('counts template uses across everyone, without naming anyone', async () => {
    const { popularTemplates } = (await overview(ada.cookie)).json();
    expect(popularTemplates).toEqual([
      { templateId: 'todo-app', name: 'To-Do App', uses: 2, previousUses: 0, trend: 'up' },
      {
        templateId: 'blog-platform',
        name: 'Blog Platform',
        uses: 0,
        previousUses: 1,
        trend: 'down',
      },
    ]);
  });

  it('puts each event in its bucket', async () => {
    const { series } = (await overview(ada.cookie, '?period=1d')).json();
    expect(series).toHaveLength(24);
    const total = (key: string) =>
      series.reduce((sum: number, p: Record<string, number>) => sum + p[key]!, 0);
    expect(total('plans')).toBe(1);
    expect(total('deploys')).toBe(1);
    expect(series.at(-2)).toMatchObject({ start: '2026-03-10T11:00:00.000Z', plans: 1 });
    expect(series.at(-3)).toMatchObject({
      start: '2026-03-10T10:00:00.000Z',
      operations: 1,
      deploys: 1,
    });
  });

  it('refuses an unknown period and anonymous requests', async () => {
    expect((await overview(ada.cookie, '?period=1y')).statusCode).toBe(400);
    expect((await overview('')).statusCode).toBe(401);
  });
});

describe('POST /api/analytics/events', () => {
  it('records an allowed event for the signed-in user', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/analytics/events',
      cookie: grace.cookie,
      payload: { name: 'demo_started', properties: { from: 'welcome' } },
    });
    expect(res.statusCode).toBe(204);
    const rows = await t.app.services.database.db
      .select()
      .from(events)
      .where(and(eq(events.userId, grace.id), eq(events.name, 'demo_started')));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.properties).toEqual({ from: 'welcome' });
  });

  it('refuses names only the server may record, and projects that are not yours', async () => {
    const forged = await t.request({
      method: 'POST',
      url: '/api/analytics/events',
      cookie: grace.cookie,
      payload: { name: 'agent_operation_executed', properties: { service: 'hosting' } },
    });
    expect(forged.statusCode).toBe(400);
    const [adaProject] = await t.app.services.database.db
      .select()
      .from(projects)
      .where(eq(projects.ownerId, ada.id));
    const foreign = await t.request({
      method: 'POST',
      url: '/api/analytics/events',
      cookie: grace.cookie,
      payload: { name: 'template_used', projectId: adaProject!.id, properties: {} },
    });
    expect(foreign.statusCode).toBe(404);
  });
});

describe('active users on the Analytics Overview', () => {
  it('counts the distinct people with activity on the user’s projects, this period and the one before', async () => {
    const db = t.app.services.database.db;
    const [shared] = await db
      .select({ id: projects.id })
      .from(projects)
      .where(eq(projects.slug, 'ada-todo'));
    const repo = createAnalyticsRepository(db);
    // The project rows above were inserted directly, so add the memberships by hand too.
    await db.insert(projectMembers).values([
      { projectId: shared!.id, userId: ada.id, role: 'owner' },
      { projectId: shared!.id, userId: grace.id, role: 'editor' },
    ]);
    await repo.insert({
      userId: ada.id,
      projectId: shared!.id,
      name: 'agent_instruction_processed',
      createdAt: hoursAgo(3),
    });
    await repo.insert({
      userId: grace.id,
      projectId: shared!.id,
      name: 'agent_operation_executed',
      createdAt: daysAgo(1),
    });
    await repo.insert({
      userId: grace.id,
      projectId: shared!.id,
      name: 'agent_operation_executed',
      createdAt: daysAgo(9),
    });

    expect((await overview(ada.cookie, '?period=7d')).json().activeUsers).toEqual({
      value: 2,
      previous: 1,
    });
    // Someone who belongs to no project sees nobody.
    const stranger = await signUp(t);
    expect((await overview(stranger.cookie, '?period=7d')).json().activeUsers).toEqual({
      value: 0,
      previous: 0,
    });
  });
});
