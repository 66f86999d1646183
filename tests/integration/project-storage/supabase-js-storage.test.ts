import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { planById } from '@shared/constants/plans';
import { startS3Fake, type S3Fake } from '../../fakes/s3/s3-fake';
import { localhostFetch } from '../../support/localhost-fetch';
import { projectClient } from '../../support/project-client';
import { createProject, signUpUser } from '../../support/projects';
import { createTestApp, type TestApp } from '../../support/test-app';

let t: TestApp;
/** The storage the owner's plan includes; a test lowers it to just above what is used. */
let storageBytes = planById('free').storageBytes;
let cookie: string;
let project: { id: string; slug: string };
let api: { url: string; anonKey: string; serviceRoleKey: string };
let db: {
  query: (sql: string, params?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;
};

const client = (key = api.anonKey) => projectClient(api.url, key);

async function signedUp(email: string) {
  const supabase = client();
  const { data, error } = await supabase.auth.signUp({ email, password: 'a long enough password' });
  expect(error).toBeNull();
  return { supabase, userId: data.user!.id };
}

/** The S3 server the files go to when the store is S3; null for the disk store. */
let s3: S3Fake | null = null;

/** The project's object files wherever the store keeps them, and any upload's temporary file. */
async function storedFiles(projectId = project.id): Promise<string[]> {
  const root = join(t.config.dataDir, 'projects', projectId, 'storage');
  const found: string[] = [];
  for (const folder of ['objects', 'tmp'])
    found.push(...(await readdir(join(root, folder)).catch(() => [] as string[])));
  if (s3) found.push(...[...s3.objects.keys()].filter((key) => key.includes(`/${projectId}/`)));
  return found;
}

const rowCount = async () =>
  Number((await db.query('select count(*)::int as n from storage.objects')).rows[0]?.n);

describe.each(['disk', 's3'] as const)(
  "a project's /storage/v1 with the official supabase-js, files on %s",
  (store) => {
    beforeAll(async () => {
      s3 = store === 's3' ? await startS3Fake() : null;
      t = await createTestApp(
        s3
          ? {
              S3_ENDPOINT: s3.url,
              S3_BUCKET: s3.bucket,
              S3_ACCESS_KEY_ID: s3.accessKeyId,
              S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
              S3_PREFIX: 'studio',
            }
          : {},
        { entitlements: { planFor: async () => ({ ...planById('free'), storageBytes }) } },
      );
      await t.app.listen({ host: '127.0.0.1', port: 0 });
      ({ cookie } = await signUpUser(t));
      project = await createProject(t, cookie, { name: 'Photo app' });
      const answer = await t.request({
        method: 'GET',
        url: `/api/projects/${project.id}/api`,
        cookie,
      });
      expect(answer.statusCode).toBe(200);
      const { port } = t.app.server.address() as { port: number };
      api = { ...answer.json(), url: `http://${project.slug}.localhost:${port}` };
      db = (await t.app.services.workspace.database({ id: project.id } as never)) as never;
      // Supabase's documented per-user folder policies, and a public bucket.
      const own = `bucket_id = 'avatars' and (storage.foldername(name))[1] = (select auth.uid()::text)`;
      for (const sql of [
        "insert into storage.buckets (id, name, public, file_size_limit) values ('avatars', 'avatars', false, 1024)",
        "insert into storage.buckets (id, name, public) values ('public-files', 'public-files', true)",
        `create policy "Users upload to their own folder" on storage.objects for insert to authenticated with check (${own})`,
        `create policy "Users read their own files" on storage.objects for select to authenticated using (${own})`,
        `create policy "Users update their own files" on storage.objects for update to authenticated using (${own})`,
        `create policy "Users delete their own files" on storage.objects for delete to authenticated using (${own})`,
      ])
        await db.query(sql);
    });
    afterAll(async () => {
      await t?.close();
      await s3?.close();
    });

    it('keeps a private file to its owner, lists it and removes it', async () => {
      const a = await signedUp(`store-a-${Date.now()}@example.com`);
      const b = await signedUp(`store-b-${Date.now()}@example.com`);
      const bytes = Buffer.from('a small picture, honestly');
      const path = `${a.userId}/me.png`;

      const uploaded = await a.supabase.storage
        .from('avatars')
        .upload(path, bytes, { contentType: 'image/png' });
      expect(uploaded.error).toBeNull();
      expect(uploaded.data).toMatchObject({ path, fullPath: `avatars/${path}` });
      expect(uploaded.data?.id).toMatch(/^[0-9a-f-]{36}$/);

      // A Blob goes as a multipart form, as browsers send files.
      const blob = await a.supabase.storage
        .from('avatars')
        .upload(`${a.userId}/note.txt`, new Blob(['hello'], { type: 'text/plain' }));
      expect(blob.error).toBeNull();

      // Nobody may write into someone else's folder: the insert policy refuses, nothing is stored.
      const intruder = await b.supabase.storage.from('avatars').upload(`${a.userId}/x.png`, bytes);
      expect(intruder.error).toMatchObject({
        statusCode: '403',
        message: 'new row violates row-level security policy',
      });

      const seenByB = await b.supabase.storage.from('avatars').download(path);
      expect(seenByB.data).toBeNull();
      expect(seenByB.error).toMatchObject({ status: 400, statusCode: '404' });
      const raw = await localhostFetch(`${api.url}/storage/v1/object/avatars/${path}`, {
        headers: { apikey: api.anonKey },
      });
      expect(await raw.json()).toEqual({
        statusCode: '404',
        code: 'NoSuchKey',
        error: 'not_found',
        message: 'Object not found',
      });

      const seenByA = await a.supabase.storage.from('avatars').download(path);
      expect(seenByA.error).toBeNull();
      expect(Buffer.from(await seenByA.data!.arrayBuffer())).toEqual(bytes);
      expect(seenByA.data!.type).toBe('image/png');
      const note = await a.supabase.storage.from('avatars').download(`${a.userId}/note.txt`);
      expect(await note.data!.text()).toBe('hello');

      const listed = await a.supabase.storage.from('avatars').list(a.userId);
      expect(listed.error).toBeNull();
      expect(listed.data?.map((f) => f.name)).toEqual(['me.png', 'note.txt']);
      expect(listed.data?.[0]?.metadata).toMatchObject({
        size: bytes.length,
        mimetype: 'image/png',
      });
      // At the top, A's folder shows as a folder; B sees nothing of it.
      const top = await a.supabase.storage.from('avatars').list();
      expect(top.data).toEqual([expect.objectContaining({ name: a.userId, id: null })]);
      expect((await b.supabase.storage.from('avatars').list(a.userId)).data).toEqual([]);

      // B's remove of A's file deletes nothing; A's removes it, row and file.
      const byB = await b.supabase.storage.from('avatars').remove([path]);
      expect(byB.data).toEqual([]);
      const before = (await storedFiles()).length;
      const removed = await a.supabase.storage.from('avatars').remove([path]);
      expect(removed.data?.map((o) => o.name)).toEqual([path]);
      expect((await a.supabase.storage.from('avatars').download(path)).error).toMatchObject({
        statusCode: '404',
      });
      expect((await storedFiles()).length).toBe(before - 1);
      expect((await storedFiles()).length).toBe(await rowCount());
    });

    it('replaces a file with x-upsert and refuses a second upload without it', async () => {
      const a = await signedUp(`upsert-${Date.now()}@example.com`);
      const files = a.supabase.storage.from('avatars');
      const path = `${a.userId}/v.txt`;
      expect((await files.upload(path, Buffer.from('one'))).error).toBeNull();
      expect((await files.upload(path, Buffer.from('two'))).error).toMatchObject({
        statusCode: '409',
        message: 'The resource already exists',
      });
      expect((await files.upload(path, Buffer.from('three'), { upsert: true })).error).toBeNull();
      expect(await (await files.download(path)).data!.text()).toBe('three');
      expect((await storedFiles()).length).toBe(await rowCount());
    });

    it("serves a public bucket's file to anyone, with no key", async () => {
      const service = client(api.serviceRoleKey);
      const uploaded = await service.storage
        .from('public-files')
        .upload('docs/readme.txt', Buffer.from('for everyone'), { contentType: 'text/plain' });
      expect(uploaded.error).toBeNull();
      const { data } = service.storage.from('public-files').getPublicUrl('docs/readme.txt');
      expect(data.publicUrl).toBe(
        `${api.url}/storage/v1/object/public/public-files/docs/readme.txt`,
      );
      const res = await localhostFetch(data.publicUrl);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('text/plain');
      expect(await res.text()).toBe('for everyone');
      expect(res.headers.get('content-security-policy')).toMatch(/^sandbox;/);
      // A private bucket's file is not public, even by its public URL.
      const privateUrl = `${api.url}/storage/v1/object/public/avatars/docs/readme.txt`;
      const refused = await localhostFetch(privateUrl);
      expect(refused.status).toBe(400);
      expect(await refused.json()).toMatchObject({ statusCode: '404', error: 'Bucket not found' });
    });

    it("refuses a file over the bucket's size limit and stores nothing", async () => {
      const a = await signedUp(`big-${Date.now()}@example.com`);
      const rowsBefore = await rowCount();
      const filesBefore = await storedFiles();
      const path = `${a.userId}/big.bin`;
      const big = await a.supabase.storage.from('avatars').upload(path, Buffer.alloc(4096, 1));
      expect(big.error).toMatchObject({
        statusCode: '413',
        message: 'The object exceeded the maximum allowed size',
      });
      // Sent without a length (a stream): refused while counting.
      const streamed = await a.supabase.storage
        .from('avatars')
        .upload(
          path,
          new Blob([Buffer.alloc(4096, 2)]).stream() as never,
          { duplex: 'half' } as never,
        );
      expect(streamed.error).toMatchObject({ statusCode: '413' });
      // A Blob goes as a multipart form: the file part is counted the same way.
      const form = await a.supabase.storage
        .from('avatars')
        .upload(path, new Blob([Buffer.alloc(4096, 3)], { type: 'application/octet-stream' }));
      expect(form.error).toMatchObject({ statusCode: '413' });
      expect(await rowCount()).toBe(rowsBefore);
      expect(await storedFiles()).toEqual(filesBefore);
      const rows = await db.query('select 1 from storage.objects where name = $1', [path]);
      expect(rows.rows).toEqual([]);
    });

    it('asks for an API key and refuses paths that climb out of their folder', async () => {
      const missing = await localhostFetch(`${api.url}/storage/v1/object/list/avatars`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      });
      expect(missing.status).toBe(401);
      expect(await missing.json()).toEqual({ message: 'No API key found in request' });

      const service = client(api.serviceRoleKey);
      const climbing = await localhostFetch(
        `${api.url}/storage/v1/object/public-files/docs%2F..%2F..%2Fescape.txt`,
        {
          method: 'POST',
          headers: { apikey: api.serviceRoleKey, authorization: `Bearer ${api.serviceRoleKey}` },
          body: 'nope',
        },
      );
      expect(climbing.status).toBe(400);
      expect(await climbing.json()).toMatchObject({
        statusCode: '400',
        code: 'InvalidKey',
        message: 'Invalid key: docs/../../escape.txt',
      });
      // Nothing was stored under any name.
      expect(
        (await service.storage.from('public-files').list('docs')).data?.map((f) => f.name),
      ).toEqual(['readme.txt']);
    });

    it("refuses a file larger than the room left in the owner's plan", async () => {
      const service = client(api.serviceRoleKey);
      const { rows } = await db.query(
        `select (pg_database_size(current_database())
               + coalesce((select sum((metadata ->> 'size')::bigint) from storage.objects), 0))::float8 as used`,
      );
      const used = Number(rows[0]?.used);
      storageBytes = used + 100_000;
      try {
        const refused = await service.storage
          .from('public-files')
          .upload('too-much.bin', Buffer.alloc(200_000));
        expect(refused.error).toMatchObject({ statusCode: '413' });
        expect(refused.error?.message).toMatch(/storage left in this project's plan/);
        const fits = await service.storage
          .from('public-files')
          .upload('fits.bin', Buffer.alloc(1000));
        expect(fits.error).toBeNull();
      } finally {
        storageBytes = planById('free').storageBytes;
      }
      expect((await storedFiles()).length).toBe(await rowCount());
    });

    it('brings a database made before storage up to date on first use', async () => {
      const older = await createProject(t, cookie, { name: 'Older app' });
      const olderDb = await t.app.services.workspace.database({ id: older.id } as never);
      for (const sql of [
        'drop function storage.extension(text)',
        'drop function storage.filename(text)',
        'drop function storage.foldername(text)',
        'alter table storage.objects drop column version',
        "insert into storage.buckets (id, name, public) values ('files', 'files', true)",
      ])
        await olderDb.query(sql);
      const answer = await t.request({
        method: 'GET',
        url: `/api/projects/${older.id}/api`,
        cookie,
      });
      const { port } = t.app.server.address() as { port: number };
      const olderApi = projectClient(
        `http://${older.slug}.localhost:${port}`,
        answer.json().serviceRoleKey,
      );
      const uploaded = await olderApi.storage.from('files').upload('a/b/c.txt', Buffer.from('c'));
      expect(uploaded.error).toBeNull();
      const { rows } = await olderDb.query(
        'select storage.foldername(name) as folders, storage.filename(name) as file, storage.extension(name) as ext from storage.objects',
      );
      expect(rows).toEqual([{ folders: ['a', 'b'], file: 'c.txt', ext: 'txt' }]);
    });

    it('creates, reads and lists buckets with the service-role key, and not with the anon key', async () => {
      const service = client(api.serviceRoleKey);
      const made = await service.storage.createBucket('receipts', {
        public: false,
        fileSizeLimit: 2048,
        allowedMimeTypes: ['image/*'],
      });
      expect(made).toEqual({ data: { name: 'receipts' }, error: null });
      const again = await service.storage.createBucket('receipts');
      expect(again.error).toMatchObject({ statusCode: '409' });
      const got = await service.storage.getBucket('receipts');
      expect(got.data).toMatchObject({
        id: 'receipts',
        public: false,
        file_size_limit: 2048,
        allowed_mime_types: ['image/*'],
      });
      const all = await service.storage.listBuckets();
      expect(all.data?.map((b) => b.id)).toEqual(['avatars', 'public-files', 'receipts']);
      // No policy on storage.buckets lets anon see or make one.
      expect((await client().storage.listBuckets()).data).toEqual([]);
      expect((await client().storage.createBucket('mine')).error).toMatchObject({
        statusCode: '403',
      });
      const wrongType = await service.storage
        .from('receipts')
        .upload('a.txt', Buffer.from('text'), { contentType: 'text/plain' });
      expect(wrongType.error).toMatchObject({ statusCode: '415' });
    });

    it("removes a deleted project's files", async () => {
      const gone = await createProject(t, cookie, { name: 'Short-lived app' });
      const answer = await t.request({
        method: 'GET',
        url: `/api/projects/${gone.id}/api`,
        cookie,
      });
      const { port } = t.app.server.address() as { port: number };
      const goneApi = projectClient(
        `http://${gone.slug}.localhost:${port}`,
        answer.json().serviceRoleKey,
      );
      expect((await goneApi.storage.createBucket('files')).error).toBeNull();
      expect(
        (await goneApi.storage.from('files').upload('a.txt', Buffer.from('a'))).error,
      ).toBeNull();
      expect(await storedFiles(gone.id)).toHaveLength(1);
      const deleted = await t.request({
        method: 'DELETE',
        url: `/api/projects/${gone.id}`,
        cookie,
      });
      expect(deleted.statusCode).toBeLessThan(300);
      expect(await storedFiles(gone.id)).toEqual([]);
    });

    it('keeps the files in the configured store and nowhere else', async () => {
      const onDisk = await readdir(
        join(t.config.dataDir, 'projects', project.id, 'storage', 'objects'),
      ).catch(() => [] as string[]);
      const inS3 = s3 ? [...s3.objects.keys()] : [];
      const rows = await db.query('select version from storage.objects order by version');
      const versions = rows.rows.map((row) => String(row.version));
      expect(versions.length).toBeGreaterThan(0);
      if (store === 'disk') {
        expect(onDisk.sort()).toEqual(versions);
        expect(s3).toBeNull();
      } else {
        expect(onDisk).toEqual([]);
        expect(
          inS3.filter((key) => key.startsWith(`studio/projects/${project.id}/objects/`)).sort(),
        ).toEqual(versions.map((version) => `studio/projects/${project.id}/objects/${version}`));
      }
    });

    if (store === 's3')
      it('answers an upload S3 fails with a plain error, storing nothing', async () => {
        const service = client(api.serviceRoleKey);
        const rowsBefore = await rowCount();
        const filesBefore = await storedFiles();
        s3!.failNext();
        const failed = await service.storage
          .from('public-files')
          .upload('docs/unlucky.txt', Buffer.from('not this time'));
        expect(failed.error).toMatchObject({
          statusCode: '500',
          message: 'The file storage did not answer as expected; please try again in a moment',
        });
        expect(await rowCount()).toBe(rowsBefore);
        expect(await storedFiles()).toEqual(filesBefore);
        const again = await service.storage
          .from('public-files')
          .upload('docs/unlucky.txt', Buffer.from('now it works'));
        expect(again.error).toBeNull();
        expect(
          await (
            await service.storage.from('public-files').download('docs/unlucky.txt')
          ).data!.text(),
        ).toBe('now it works');
      });
  },
);
