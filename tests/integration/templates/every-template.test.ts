import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { templateSchemas } from '@content/template-schemas';
import { TEMPLATE_IDS } from '@content/schemas';
import { PLANS, type PlanDefinition } from '@shared/constants/plans';
import { signUpUser } from '../../support/projects';
import { createTestApp, type TestApp } from '../../support/test-app';

type Table = { schema: string; name: string; rls: boolean; columns: { name: string }[] };

let t: TestApp;
let cookie: string;
// A plan with unlimited projects, so one founder can try every template.
const unlimited = PLANS.find((p) => p.projectLimit === null) as PlanDefinition;
let planForTests = unlimited;

beforeAll(async () => {
  t = await createTestApp({}, { entitlements: { planFor: async () => planForTests } });
  ({ cookie } = await signUpUser(t));
});
afterAll(() => t?.close());

const create = (payload: Record<string, unknown>) =>
  t.request({ method: 'POST', url: '/api/projects', cookie, payload });
const tablesOf = async (projectId: string): Promise<Table[]> =>
  (
    await t.request({ method: 'GET', url: `/api/projects/${projectId}/database/schema`, cookie })
  ).json().tables;
const publicTables = (tables: Table[]) =>
  tables.filter((x) => x.schema === 'public').map((x) => x.name);

describe.each(TEMPLATE_IDS)('a project from the %s template', (template) => {
  it('has its tables with row-level security, a live site with supabase-js, and an undoable schema', async () => {
    const answer = await create({ name: `My ${template}`, template });
    expect(answer.statusCode, answer.body).toBe(201);
    const { project, setup } = answer.json();
    expect(setup.operationIds).toHaveLength(2);

    const made = [
      ...templateSchemas[template].statements.join('\n').matchAll(/create table public\.(\w+)/g),
    ].map((m) => m[1]);
    const tables = await tablesOf(project.id);
    for (const name of made) {
      const table = tables.find((x) => x.schema === 'public' && x.name === name);
      expect(table?.rls, `${template}: ${name}`).toBe(true);
    }

    const host = { host: new URL(project.siteUrl).host };
    const page = await t.request({ method: 'GET', url: '/', headers: host });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<script type="module" src="/app.js"></script>');
    expect(page.body).toContain('<link rel="stylesheet" href="/styles.css" />');
    const app = await t.request({ method: 'GET', url: '/app.js', headers: host });
    expect(app.body).toContain("from '/lib/backend.js'");
    const bundle = await t.request({ method: 'GET', url: '/vendor/supabase.js', headers: host });
    expect(bundle.statusCode).toBe(200);
    expect(bundle.body).toContain('createClient');

    const undone = await t.request({
      method: 'POST',
      url: `/api/projects/${project.id}/operations/${setup.operationIds[0]}/undo`,
      cookie,
      payload: {},
    });
    expect(undone.statusCode, undone.body).toBe(200);
    const after = await tablesOf(project.id);
    expect(publicTables(after)).toEqual(['profiles']);
    const profiles = after.find((x) => x.name === 'profiles');
    expect(profiles?.columns.map((c) => c.name)).not.toContain('display_name');
  });
});

describe('requirements typed when creating a project', () => {
  it('become pending plans for approval, and one the planner cannot plan is kept with its reason', async () => {
    const answer = await create({
      name: 'Customer list',
      requirements:
        '- create a table called customers with a name and an email, each user sees only their own rows\n- make it sparkle with unicorn magic',
    });
    expect(answer.statusCode, answer.body).toBe(201);
    const { project, setup } = answer.json();
    expect(setup.operationIds).toEqual([]);
    expect(setup.requirements).toHaveLength(2);
    const [planned, kept] = setup.requirements;
    expect(planned).toMatchObject({
      instruction:
        'create a table called customers with a name and an email, each user sees only their own rows',
      reason: null,
    });
    expect(kept).toMatchObject({
      instruction: 'make it sparkle with unicorn magic',
      operationId: null,
    });
    expect(kept.reason).toEqual(expect.any(String));

    const { operations } = (
      await t.request({ method: 'GET', url: `/api/projects/${project.id}/operations`, cookie })
    ).json();
    expect(operations).toEqual([
      // The same words as the requirement, which is how the studio's chat picks it out.
      expect.objectContaining({
        id: planned.operationId,
        instruction: planned.instruction,
        executed: false,
        status: 'planned',
        service: 'backend',
      }),
    ]);
    // Planned, not run: the table does not exist until the founder approves it.
    expect(publicTables(await tablesOf(project.id))).toEqual(['profiles']);
    // The founder hears of both in the studio's notifications.
    const { notifications } = (
      await t.request({ method: 'GET', url: '/api/notifications', cookie })
    ).json();
    const titles = notifications.map((n: { title: string }) => n.title);
    expect(titles).toContain('Your requirements are planned');
    const rewording = notifications.find(
      (n: { title: string }) => n.title === 'A requirement needs rewording',
    );
    expect(rewording.message).toContain('"make it sparkle with unicorn magic" in Customer list');
  });
});

describe('a template that cannot be set up', () => {
  it('fails the create with a clear message and leaves no project behind', async () => {
    // A full database refuses the template's tables.
    planForTests = { ...unlimited, storageBytes: 0 } as PlanDefinition;
    try {
      const answer = await create({ name: 'Too full', template: 'todo-app' });
      expect(answer.statusCode).toBeGreaterThanOrEqual(400);
      expect(answer.json().error.message).toMatch(/^The template could not be set up: /);
    } finally {
      planForTests = unlimited;
    }
    const list = (await t.request({ method: 'GET', url: '/api/projects', cookie })).json();
    expect(list.projects.map((p: { name: string }) => p.name)).not.toContain('Too full');
  });
});
