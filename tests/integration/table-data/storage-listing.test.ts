// The Data view's storage listing: every member sees the buckets and files, whatever the policies.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectWithMembers } from '../../support/projects';
import { createTestApp, type TestApp } from '../../support/test-app';

let t: TestApp;
let owner: string;
let viewer: string;
let stranger: string;
let projectId: string;

const get = (path: string, cookie = owner) =>
  t.request({ method: 'GET', url: `/api/projects/${projectId}/storage${path}`, cookie });

beforeAll(async () => {
  t = await createTestApp();
  let members;
  ({ owner, projectId, members, stranger } = await projectWithMembers(t, ['viewer']));
  viewer = members.viewer!;
  const db = await t.app.services.workspace.database({ id: projectId } as never);
  // No storage policies at all: the API would show nothing, the studio shows everything.
  await db.runInTransaction([
    {
      sql: `insert into storage.buckets (id, name, public, file_size_limit) values
              ('avatars', 'avatars', true, 1048576), ('private-docs', 'private-docs', false, null)`,
    },
    {
      sql: `insert into storage.objects (bucket_id, name, metadata, updated_at) values
              ('avatars', 'alice.png', '{"size": 2048, "mimetype": "image/png"}', '2026-01-02T03:04:05Z'),
              ('avatars', 'team/bob.jpg', '{"size": 10, "mimetype": "image/jpeg"}', '2026-01-02T03:04:05Z'),
              ('avatars', 'team/carol.jpg', '{"size": 11, "mimetype": "image/jpeg"}', '2026-01-02T03:04:05Z')`,
    },
  ]);
}, 60_000);
afterAll(() => t.close());

describe('GET /api/projects/:id/storage/buckets', () => {
  it('lists the buckets for any member and hides the project from strangers', async () => {
    const res = await get('/buckets', viewer);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().buckets).toMatchObject([
      { id: 'avatars', name: 'avatars', public: true, fileSizeLimit: 1048576 },
      { id: 'private-docs', public: false, fileSizeLimit: null },
    ]);
    expect((await get('/buckets', stranger)).statusCode).toBe(404);
  });
});

describe('GET /api/projects/:id/storage/buckets/:bucket/objects', () => {
  it('lists files and folders under a prefix with their size, type and time', async () => {
    const top = await get('/buckets/avatars/objects');
    expect(top.statusCode, top.body).toBe(200);
    expect(top.json()).toEqual({
      entries: [
        {
          name: 'alice.png',
          folder: false,
          size: 2048,
          mimeType: 'image/png',
          updatedAt: '2026-01-02T03:04:05.000Z',
        },
        { name: 'team', folder: true, size: null, mimeType: null, updatedAt: null },
      ],
      truncated: false,
    });
    const team = (await get('/buckets/avatars/objects?prefix=team/', viewer)).json();
    expect(team.entries.map((e: { name: string }) => e.name)).toEqual(['bob.jpg', 'carol.jpg']);
    expect((await get('/buckets/private-docs/objects')).json().entries).toEqual([]);
  });

  it('answers a clear error for a missing bucket or a name no bucket can have', async () => {
    for (const name of ['nope', 'bad\\name']) {
      const missing = await get(`/buckets/${encodeURIComponent(name)}/objects`);
      expect(missing.statusCode, name).toBe(404);
      expect(missing.json().error.message).toMatch(/no bucket/);
    }
    expect((await get('/buckets/avatars/objects', stranger)).statusCode).toBe(404);
  });
});
