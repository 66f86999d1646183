import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectClient } from '../../support/project-client';
import { studioRequests } from '../../support/operations';
import { createProject, signUpUser } from '../../support/projects';
import { createTestApp, type TestApp } from '../../support/test-app';

let t: TestApp;
let cookie: string;
let projectId: string;
let api: { url: string; anonKey: string };

const { plan, execute } = studioRequests(() => ({ t, cookie, projectId }));

/** Plans the instruction, checks it planned, and runs it, confirming a high-risk plan. */
async function planned(instruction: string) {
  const res = await plan(instruction);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().plan;
}
async function run(op: { id: string; risk: string }) {
  const ran = await execute(op.id, op.risk === 'high');
  expect(ran.json(), ran.body).toMatchObject({ ok: true });
}

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  ({ cookie } = await signUpUser(t));
  const project = await createProject(t, cookie, { name: 'Shop' });
  projectId = project.id;
  const answer = await t.request({ method: 'GET', url: `/api/projects/${projectId}/api`, cookie });
  const { port } = t.app.server.address() as { port: number };
  api = { ...answer.json(), url: `http://${project.slug}.localhost:${port}` };
  await run(await planned('create a products table with a name and a price'));
  const db = await t.app.services.workspace.database({ id: projectId } as never);
  await db.query(`insert into public.products (name, price) values ('Lamp', 20), ('Rug', 45)`);
});
afterAll(() => t.close());

describe('the access a plan leaves, read from its dry run', () => {
  it('shows visitors gaining every row as high risk, then "only signed-in users" leaving them nothing', async () => {
    const open = await planned('anyone can read products');
    expect(open.risk).toBe('high');
    expect(open.riskReasons).toContain(
      'People who are not signed in will be able to read every row of products.',
    );
    expect(open.dryRun.access).toEqual([
      expect.objectContaining({
        table: 'products',
        visitors: expect.objectContaining({ read: 'yes' }),
      }),
    ]);
    await run(open);
    const visitor = projectClient(api.url, api.anonKey);
    expect((await visitor.from('products').select('name')).data).toHaveLength(2);

    const closed = await planned('only signed-in users can see products');
    const [products] = closed.dryRun.access;
    expect(products).toMatchObject({
      table: 'products',
      visitors: { read: 'no' },
      signedIn: { read: 'yes' },
    });
    await run(closed);
    const after = await visitor.from('products').select('name');
    expect(after.error).toBeNull();
    expect(after.data).toEqual([]);

    const member = projectClient(api.url, api.anonKey);
    const signUp = await member.auth.signUp({
      email: `member-${Date.now()}@example.com`,
      password: 'a long enough password',
    });
    expect(signUp.error).toBeNull();
    expect((await member.from('products').select('name')).data).toHaveLength(2);
  });

  it('shows no access table for a plan that leaves access as it is', async () => {
    const op = await planned('add a description column to products');
    expect(op.dryRun).toMatchObject({ ok: true });
    expect(op.dryRun.access).toBeUndefined();
  });
});
