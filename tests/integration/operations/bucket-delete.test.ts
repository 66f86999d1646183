// Deleting a storage bucket said in words: it goes with the rules of its files, and a bucket that
// still holds files stops the change, which then changes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProjectRepository } from '@server/modules/projects/repository';
import { createTestApp, type TestApp } from '../../support/test-app';
import { studioRequests } from '../../support/operations';
import { createProject, signUpUser } from '../../support/projects';

let t: TestApp;
let cookie: string;
let projectId: string;

const { plan, execute } = studioRequests(() => ({ t, cookie, projectId }));

async function planAndRun(instruction: string) {
  const res = await plan(instruction);
  expect(res.statusCode, res.body).toBe(201);
  return execute(res.json().plan.id, true);
}

async function database() {
  const row = await createProjectRepository(t.app.services.database.db).findById(projectId);
  return t.app.services.workspace.database(row!);
}

const bucketsAndRules = async () => {
  const db = await database();
  const buckets = await db.query('select id from storage.buckets order by id');
  const rules = await db.query(
    "select policyname from pg_policies where schemaname = 'storage' and tablename = 'objects' order by 1",
  );
  return {
    buckets: buckets.rows.map((r) => (r as { id: string }).id),
    rules: rules.rows.map((r) => (r as { policyname: string }).policyname),
  };
};

beforeAll(async () => {
  t = await createTestApp();
  ({ cookie } = await signUpUser(t));
  projectId = (await createProject(t, cookie)).id;
  for (const name of ['old-flyers', 'menus'])
    expect((await planAndRun(`create a storage bucket called ${name}`)).json().ok).toBe(true);
});
afterAll(() => t.close());

describe('deleting a bucket', () => {
  it('deletes an empty bucket and the rules of its files, after a confirmation', async () => {
    const res = await plan("delete the old-flyers bucket, we don't need it any more");
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().plan.risk).toBe('high');
    expect((await execute(res.json().plan.id)).statusCode).toBe(409);
    expect((await execute(res.json().plan.id, true)).json().ok).toBe(true);
    const after = await bucketsAndRules();
    expect(after.buckets).toEqual(['menus']);
    expect(after.rules.filter((r) => r.includes('old-flyers'))).toEqual([]);
    expect(after.rules.some((r) => r.includes('menus'))).toBe(true);
  });

  it('changes nothing when the bucket still holds a file', async () => {
    const db = await database();
    await db.query(
      "insert into storage.objects (bucket_id, name, owner_id) values ('menus', 'lunch.pdf', 'someone')",
    );
    const ran = await planAndRun('delete the menus bucket');
    expect(ran.json().ok).toBe(false);
    expect(JSON.stringify(ran.json())).toMatch(/Files are still in this bucket; delete them first/);
    const after = await bucketsAndRules();
    expect(after.buckets).toEqual(['menus']);
    expect(after.rules.some((r) => r.includes('menus'))).toBe(true);
  });
});
