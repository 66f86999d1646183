// A project's database is checked against its owner's plan before a change runs: a full one takes
// only changes that free space, and says so in words.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { planById } from '@shared/constants/plans';
import { createProjectRepository } from '@server/modules/projects/repository';
import { createProject, signUpUser } from '../../support/projects';
import { draft, runDraft } from '../../support/operations';
import { createTestApp, type TestApp } from '../../support/test-app';

let t: TestApp;
let storageBytes = planById('free').storageBytes;
beforeAll(async () => {
  t = await createTestApp(
    {},
    { entitlements: { planFor: async () => ({ ...planById('free'), storageBytes }) } },
  );
});
afterAll(() => t.close());

const sqlPlan = (sql: string, risk: 'low' | 'high' = 'low') =>
  draft({ service: 'backend', type: 'schema', risk, steps: [{ kind: 'sql', sql }] });

describe('the storage quota', () => {
  it('refuses a change to a full database, and still lets data be removed', async () => {
    const { cookie } = await signUpUser(t);
    const project = await createProject(t, cookie, { name: 'Quota' });
    const made = await runDraft(
      t,
      cookie,
      project.id,
      sqlPlan('create table notes (body text); alter table notes enable row level security'),
    );
    expect(made.json().operation.status).toBe('succeeded');

    storageBytes = 1024;
    const refused = await runDraft(
      t,
      cookie,
      project.id,
      sqlPlan('create table more (n int); alter table more enable row level security'),
    );
    const failed = refused.json();
    expect(failed.operation?.status ?? failed.error?.code).toMatch(/failed|storage_full/);
    expect(JSON.stringify(failed)).toMatch(
      /all of the 1KB its plan includes, so nothing was changed/,
    );
    const row = await createProjectRepository(t.app.services.database.db).findById(project.id);
    const db = await t.app.services.workspace.database(row!);
    const tables = await db.query("select to_regclass('public.more') as found");
    expect(tables.rows).toEqual([{ found: null }]);

    const dropped = await runDraft(
      t,
      cookie,
      project.id,
      sqlPlan('drop table notes', 'high'),
      true,
    );
    expect(dropped.json().operation.status).toBe('succeeded');
  });
});
