import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { events } from '@server/db/schema';
import { createTestApp, type TestApp } from '../../support/test-app';
import { createProject, signUpUser } from '../../support/projects';
import { draft, sessionUser, studioRequests } from '../../support/operations';

/** The planner's server part: the live state it reads, the risk it settles, the events it records. */
let t: TestApp;
let cookie: string;
let projectId: string;

const requests = studioRequests(() => ({ t, cookie, projectId }));
const { plan } = requests;
const execute = (opId: string) => requests.execute(opId, true);

beforeAll(async () => {
  t = await createTestApp();
  ({ cookie } = await signUpUser(t));
  projectId = (await createProject(t, cookie)).id;
});
afterAll(() => t.close());

describe('planning against the live project', () => {
  it('files a hosting variable under hosting, where its step acts, though its words name no service, and can undo it', async () => {
    const res = await plan(
      'set NEXT_PUBLIC_SUPABASE_URL=https://xyz.supabase.co in the environment',
    );
    expect(res.statusCode).toBe(201);
    const op = res.json().plan;
    expect(op).toMatchObject({
      service: 'hosting',
      type: 'environment',
      risk: 'low',
      steps: [{ kind: 'hosting.setEnv', key: 'NEXT_PUBLIC_SUPABASE_URL' }],
    });
    expect(op.dryRun).toBeUndefined();
    expect(op.undo).toEqual({ available: true, reason: 'Undo puts the previous value back.' });
    expect((await execute(op.id)).json().ok).toBe(true);
    const site = (
      await t.request({ method: 'GET', url: `/api/projects/${projectId}/site`, cookie })
    ).json();
    expect(site.env).toContainEqual(
      expect.objectContaining({
        key: 'NEXT_PUBLIC_SUPABASE_URL',
        value: 'https://xyz.supabase.co',
      }),
    );
    expect(
      (
        await t.request({
          method: 'POST',
          url: `/api/projects/${projectId}/operations/${op.id}/undo`,
          cookie,
        })
      ).statusCode,
    ).toBe(200);
  });

  it('refuses to deploy a branch that does not exist, and names the branches there are', async () => {
    const res = await plan('deploy feature/x to production');
    expect(res.statusCode).toBe(422);
    expect(res.json().error.message).toBe(
      'There is no branch called feature/x. Your branches: main.',
    );
  });

  it('keeps requiring a column low risk on an empty table, and medium once it has rows', async () => {
    expect(
      (
        await execute((await plan('create a products table with name and price')).json().plan.id)
      ).json().ok,
    ).toBe(true);
    expect((await plan('make sure price in products is never empty')).json().plan).toMatchObject({
      risk: 'low',
      dryRun: { ok: true },
    });
    const user = await sessionUser(t, cookie);
    const insert = await t.app.services.operations.prepare(
      user,
      projectId,
      draft({
        service: 'backend',
        type: 'data',
        steps: [
          { kind: 'sql', sql: "insert into public.products (name, price) values ('Tea', 3.5);" },
        ],
      }),
    );
    expect((await execute(insert.id)).json().ok).toBe(true);
    const withRows = (await plan('make sure price in products is never empty')).json().plan;
    expect(withRows.risk).toBe('medium');
    expect(withRows.riskReasons.join(' ')).toMatch(
      /required; this fails if an existing row has no value there/,
    );
  });

  it('refuses a plan that mixes database changes with other steps before storing it', async () => {
    const user = await sessionUser(t, cookie);
    const mixed = draft({
      service: 'backend',
      type: 'data',
      steps: [{ kind: 'sql', sql: 'select 1;' }, { kind: 'hosting.deleteSite' }],
    });
    await expect(t.app.services.operations.prepare(user, projectId, mixed)).rejects.toMatchObject({
      code: 'mixed_plan',
    });
  });
});

describe('analytics for every plan', () => {
  it('records agent_instruction_processed and multi_agent_instruction_processed, planned or not', async () => {
    const user = await sessionUser(t, cookie);
    await plan('create a branch called feature/events');
    await plan('make it pop with more synergy');
    const rows = await t.app.services.database.db
      .select({ name: events.name, properties: events.properties })
      .from(events)
      .where(and(eq(events.userId, user.id), eq(events.projectId, projectId)));
    const about = (instruction: string) =>
      rows.filter((r) => (r.properties as { instruction?: string }).instruction === instruction);
    expect(
      about('create a branch called feature/events').map((r) => [r.name, r.properties]),
    ).toEqual(
      expect.arrayContaining(
        ['agent_instruction_processed', 'multi_agent_instruction_processed'].map((name) => [
          name,
          {
            instruction: 'create a branch called feature/events',
            success: true,
            operationType: 'branch',
            risk: 'low',
            service: 'git',
          },
        ]),
      ),
    );
    expect(about('make it pop with more synergy').map((r) => [r.name, r.properties])).toEqual(
      expect.arrayContaining(
        ['agent_instruction_processed', 'multi_agent_instruction_processed'].map((name) => [
          name,
          { instruction: 'make it pop with more synergy', success: false, service: 'backend' },
        ]),
      ),
    );
  });
});
