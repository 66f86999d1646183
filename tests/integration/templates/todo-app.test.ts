import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localhostFetch } from '../../support/localhost-fetch';
import { projectClient } from '../../support/project-client';
import { signUpUser } from '../../support/projects';
import { createTestApp, type TestApp } from '../../support/test-app';

let t: TestApp;
let cookie: string;
let userId: string;
let created: {
  project: { id: string; slug: string };
  setup: { operationIds: string[]; requirements: unknown[] };
};
let siteUrl: string;
let api: { url: string; anonKey: string };

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  const signedUp = await signUpUser(t);
  ({ cookie } = signedUp);
  userId = signedUp.user.id;
  const answer = await t.request({
    method: 'POST',
    url: '/api/projects',
    cookie,
    payload: { name: 'Tidy Tasks', template: 'todo-app' },
  });
  expect(answer.statusCode, answer.body).toBe(201);
  created = answer.json();
  const { port } = t.app.server.address() as { port: number };
  // The URL names the sites domain's default port; this server listens on its own.
  siteUrl = `http://${created.project.slug}.localhost:${port}`;
  const keys = await t.request({
    method: 'GET',
    url: `/api/projects/${created.project.id}/api`,
    cookie,
  });
  api = { anonKey: keys.json().anonKey, url: siteUrl };
});
afterAll(() => t?.close());

const get = (url: string) => t.request({ method: 'GET', url, cookie });

describe('a project made from the To-Do template', () => {
  it('has its schema and first deploy as executed operations by its creator', async () => {
    expect(created.setup.operationIds).toHaveLength(2);
    const { operations } = (await get(`/api/projects/${created.project.id}/operations`)).json();
    const ours = created.setup.operationIds.map((id) =>
      operations.find((o: { id: string }) => o.id === id),
    );
    expect(ours.map((o) => [o.service, o.executed, o.createdBy, o.status])).toEqual([
      ['backend', true, userId, 'succeeded'],
      ['hosting', true, userId, 'succeeded'],
    ]);
    expect(ours[0].undo.available).toBe(true);
    expect(created.setup.requirements).toEqual([]);
  });

  it('has a tasks table owned per user, with row-level security, policies and an index', async () => {
    const { tables } = (await get(`/api/projects/${created.project.id}/database/schema`)).json();
    const tasks = tables.find((x: { name: string }) => x.name === 'tasks');
    expect(tasks.rls).toBe(true);
    expect(tasks.columns.map((c: { name: string }) => c.name)).toEqual(
      expect.arrayContaining(['id', 'title', 'done', 'due_on', 'user_id', 'created_at']),
    );
    expect(tasks.columns.find((c: { name: string }) => c.name === 'user_id').default).toBe(
      'auth.uid()',
    );
    expect(tasks.policies.map((p: { command: string }) => p.command).sort()).toEqual([
      'DELETE',
      'INSERT',
      'SELECT',
      'UPDATE',
    ]);
    expect(tasks.indexes.map((i: { name: string }) => i.name)).toContain('tasks_user_id_idx');
  });

  it('is live at its own origin with its page, stylesheet and the bundled supabase-js', async () => {
    const page = await localhostFetch(`${siteUrl}/`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<label for="task-title">New task</label>');
    expect(html).toContain('Tidy Tasks');
    expect(html).not.toMatch(/https?:\/\/(?!www\.w3\.org)/);
    for (const [path, type, text] of [
      ['/styles.css', /text\/css/, '--accent'],
      ['/app.js', /javascript/, "from '/lib/backend.js'"],
      ['/lib/backend.js', /javascript/, "from '/vendor/supabase.js'"],
      ['/vendor/supabase.js', /javascript/, '@supabase/supabase-js 2.109.0'],
    ] as const) {
      const file = await localhostFetch(`${siteUrl}${path}`);
      expect(file.status, path).toBe(200);
      expect(file.headers.get('content-type'), path).toMatch(type);
      expect(await file.text(), path).toContain(text);
    }
  });

  it('keeps each end user’s tasks to themselves through supabase-js', async () => {
    const users = [];
    for (const name of ['ann', 'bob']) {
      const supabase = projectClient(api.url, api.anonKey);
      const { data, error } = await supabase.auth.signUp({
        email: `${name}-${Date.now()}@example.com`,
        password: 'a long enough password',
      });
      expect(error).toBeNull();
      expect(data.session).not.toBeNull();
      users.push(supabase);
    }
    const [ann, bob] = users as [
      ReturnType<typeof projectClient>,
      ReturnType<typeof projectClient>,
    ];
    expect((await ann.from('tasks').insert({ title: 'Buy flour' })).error).toBeNull();
    expect((await ann.from('tasks').insert({ title: 'Call the bank' })).error).toBeNull();
    expect((await bob.from('tasks').insert({ title: 'Water the plants' })).error).toBeNull();
    const titles = async (who: typeof ann) =>
      ((await who.from('tasks').select('title').order('title')).data ?? []).map((r) => r.title);
    expect(await titles(ann)).toEqual(['Buy flour', 'Call the bank']);
    expect(await titles(bob)).toEqual(['Water the plants']);
    // Another person's task cannot be ticked off or deleted.
    const annTask = (await ann.from('tasks').select('id').limit(1).single()).data as { id: string };
    const changed = await bob.from('tasks').update({ done: true }).eq('id', annTask.id).select();
    expect(changed.data).toEqual([]);
    const anon = projectClient(api.url, api.anonKey);
    expect((await anon.from('tasks').select('title')).data).toEqual([]);
  });

  it('removes what the schema operation created when it is undone', async () => {
    const schemaOp = created.setup.operationIds[0];
    const undone = await t.request({
      method: 'POST',
      url: `/api/projects/${created.project.id}/operations/${schemaOp}/undo`,
      cookie,
      payload: {},
    });
    expect(undone.statusCode, undone.body).toBe(200);
    expect(undone.json().operation.status).toBe('undone');
    const { tables } = (await get(`/api/projects/${created.project.id}/database/schema`)).json();
    expect(tables.map((x: { name: string }) => x.name)).not.toContain('tasks');
  });
});
