import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../support/test-app';
import { studioRequests } from '../../support/operations';
import { createProject, signUpUser } from '../../support/projects';

/** The planner finds values in the project's own rows: "Leeds" is where the rows keep it. */
let t: TestApp;
let cookie: string;
let projectId: string;

const { plan } = studioRequests(() => ({ t, cookie, projectId }));

async function planAndRun(instruction: string) {
  const res = await plan(instruction);
  expect(res.statusCode, res.body).toBe(201);
  const op = res.json().plan;
  const ran = await t.request({
    method: 'POST',
    url: `/api/projects/${projectId}/operations/${op.id}/execute`,
    cookie,
    payload: { confirm: true },
  });
  expect(ran.json().ok, ran.body).toBe(true);
  return op;
}
const offices = async () =>
  (
    await t.request({
      method: 'GET',
      url: `/api/projects/${projectId}/database/tables/staff/rows?order=name.asc&limit=50`,
      cookie,
    })
  )
    .json()
    .rows.map((r: { name: string; office: string }) => `${r.name}:${r.office}`);

beforeAll(async () => {
  t = await createTestApp();
  ({ cookie } = await signUpUser(t));
  projectId = (await createProject(t, cookie)).id;
  await planAndRun('create a table called staff with columns name (text) and office (text)');
  await planAndRun('add a row to staff with name Ama and office Leeds');
  await planAndRun('add a row to staff with name Bea and office York');
  await planAndRun('add a row to staff with name Cai and office Leeds');
});
afterAll(() => t.close());

describe('values the rows hold', () => {
  it('moves every row holding a value said as news, found in the column that holds it', async () => {
    await planAndRun('the leeds office moved to Sheffield, update everyone who was there');
    expect(await offices()).toEqual(['Ama:Sheffield', 'Bea:York', 'Cai:Sheffield']);
  });

  it('finds a row named by a value of a column other than its name', async () => {
    const res = await plan('delete york from staff');
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().plan.steps[0]).toMatchObject({ kind: 'data.deleteRows', table: 'staff' });
    expect(res.json().plan.explanation).toContain("office is 'York'");
    expect(res.json().plan.steps[0].keys).toHaveLength(1);
  });
});
