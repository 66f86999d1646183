import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../support/test-app';
import { createProject, signUpUser } from '../../support/projects';
import { draft, sessionUser } from '../../support/operations';

let t: TestApp;
let cookie: string;
let projectId: string;

beforeAll(async () => {
  t = await createTestApp({ PROJECT_DB_STATEMENT_TIMEOUT_MS: '1000' });
  ({ cookie } = await signUpUser(t));
  projectId = (await createProject(t, cookie)).id;
});
afterAll(() => t.close());

describe('a runaway statement', () => {
  it('is stopped at the limit while the server keeps answering health checks', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const user = await sessionUser(t, cookie);
    const planning = t.app.services.operations.prepare(
      user,
      projectId,
      draft({
        service: 'backend',
        type: 'data',
        steps: [{ kind: 'sql', sql: 'select pg_sleep(60)' }],
      }),
    );
    let answers = 0;
    let done = false;
    void planning.finally(() => (done = true));
    while (!done) {
      const res = await fetch(`${address}/api/health`);
      expect(res.status).toBe(200);
      answers++;
    }
    const plan = await planning;
    expect(plan.dryRun).toMatchObject({ ok: false });
    expect(plan.dryRun!.error ?? plan.dryRun!.message).toMatch(
      /longer than 1 second and was stopped/,
    );
    expect(answers).toBeGreaterThan(3);

    // The database reopens and serves the next request.
    const schema = await t.request({
      method: 'GET',
      url: `/api/projects/${projectId}/database/schema`,
      cookie,
    });
    expect(schema.statusCode).toBe(200);
  });

  it('refuses hostile SQL in a plan before anything runs', async () => {
    const user = await sessionUser(t, cookie);
    for (const sql of [
      "copy (select 1) to program 'id'",
      "select pg_read_file('/etc/passwd')",
      'alter system set fsync = off',
      'create table ok (id int); /* hidden */ set role postgres',
    ]) {
      await expect(
        t.app.services.operations.prepare(
          user,
          projectId,
          draft({ service: 'backend', type: 'schema', steps: [{ kind: 'sql', sql }] }),
        ),
      ).rejects.toMatchObject({ statusCode: 422, code: 'sql_refused' });
    }
    const ops = (
      await t.request({ method: 'GET', url: `/api/projects/${projectId}/operations`, cookie })
    ).json().operations;
    expect(
      ops.some((o: { steps: { sql?: string }[] }) =>
        o.steps.some((s) => /program|pg_read_file|alter system/.test(s.sql ?? '')),
      ),
    ).toBe(false);
  });
});
