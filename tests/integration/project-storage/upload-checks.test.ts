// Uploads are checked before their body is read (issue 30 item 6): over a real socket, a refused
// 50 MB upload is answered while the client has sent only its first chunks, a 50 MB form streams
// to disk, and a project's uploads beyond its cap are refused while they run.
import { request as httpRequest } from 'node:http';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { planById } from '@shared/constants/plans';
import { DEFAULT_CONCURRENT_UPLOADS } from '@server/services/project-storage/service';
import { createProject, signUpUser } from '../../support/projects';
import { createTestApp, type TestApp } from '../../support/test-app';

const MB = 1024 * 1024;
const CHUNK = Buffer.alloc(64 * 1024, 7);

let t: TestApp;
let port: number;
let host: string;
let api: { anonKey: string; serviceRoleKey: string };
let projectId: string;

interface Sent {
  status: number;
  body: Record<string, unknown>;
  /** Bytes of the body written when the answer's head arrived. */
  sentWhenAnswered: number;
}

/**
 * Sends `total` bytes in 64 KB chunks, one after another as the socket takes them, and stops
 * writing once the answer arrives; `hold` keeps the last chunk back until it resolves.
 */
function upload(
  path: string,
  options: {
    key: string;
    total: number;
    contentType?: string;
    head?: Buffer;
    tail?: Buffer;
    hold?: Promise<void>;
  },
): Promise<Sent> {
  const head = options.head ?? Buffer.alloc(0);
  const tail = options.tail ?? Buffer.alloc(0);
  const length = head.length + options.total + tail.length;
  return new Promise((resolve, reject) => {
    let sent = 0;
    let answered = false;
    const req = httpRequest({
      host: '127.0.0.1',
      port,
      path,
      method: 'POST',
      headers: {
        host,
        apikey: options.key,
        authorization: `Bearer ${options.key}`,
        'content-type': options.contentType ?? 'application/octet-stream',
        'content-length': String(length),
      },
    });
    req.on('error', (error) => (answered ? undefined : reject(error)));
    req.on('response', (res) => {
      answered = true;
      const sentWhenAnswered = sent;
      let text = '';
      res.on('data', (chunk: Buffer) => (text += chunk.toString()));
      res.on('end', () => {
        resolve({ status: res.statusCode ?? 0, body: JSON.parse(text), sentWhenAnswered });
        req.destroy();
      });
    });
    const write = async () => {
      req.write(head);
      sent += head.length;
      let left = options.total;
      while (left > 0 && !answered) {
        const piece = left >= CHUNK.length ? CHUNK : CHUNK.subarray(0, left);
        if (left === piece.length && options.hold) await options.hold;
        if (answered) return;
        left -= piece.length;
        sent += piece.length;
        if (!req.write(piece)) await new Promise((r) => req.once('drain', r));
      }
      if (!answered) req.end(tail);
    };
    write().catch(reject);
  });
}

/** A multipart form as a browser encodes supabase-js's upload, split around `size` bytes of file. */
function formAround(boundary: string) {
  return {
    contentType: `multipart/form-data; boundary=${boundary}`,
    head: Buffer.from(
      `--${boundary}\r\ncontent-disposition: form-data; name="cacheControl"\r\n\r\n60\r\n` +
        `--${boundary}\r\ncontent-disposition: form-data; name=""; filename="blob"\r\ncontent-type: application/octet-stream\r\n\r\n`,
    ),
    tail: Buffer.from(`\r\n--${boundary}--\r\n`),
  };
}

beforeAll(async () => {
  t = await createTestApp(
    {},
    { entitlements: { planFor: async () => ({ ...planById('free'), storageBytes: 500 * MB }) } },
  );
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  port = (t.app.server.address() as { port: number }).port;
  const { cookie } = await signUpUser(t);
  const project = await createProject(t, cookie, { name: 'Uploads' });
  projectId = project.id;
  host = `${project.slug}.localhost:${port}`;
  api = (await t.request({ method: 'GET', url: `/api/projects/${project.id}/api`, cookie })).json();
  const db = await t.app.services.workspace.database({ id: project.id } as never);
  await db.query("insert into storage.buckets (id, name, public) values ('files', 'files', false)");
  await db.query(
    "insert into storage.buckets (id, name, public, file_size_limit) values ('small', 'small', false, 1024)",
  );
}, 60_000);
afterAll(async () => t.close());

describe('a refused upload is answered before its body is read', () => {
  it.each([
    ['a bucket that does not exist', '/storage/v1/object/nowhere/a.bin', 'service', '404'],
    ['a file larger than the bucket allows', '/storage/v1/object/small/a.bin', 'service', '413'],
    ['the anon key and no insert policy', '/storage/v1/object/files/a.bin', 'anon', '403'],
  ])('%s', async (_what, path, key, statusCode) => {
    const sent = await upload(path, {
      key: key === 'anon' ? api.anonKey : api.serviceRoleKey,
      total: 50 * MB,
    });
    expect(sent.body).toMatchObject({ statusCode });
    // Answered with at most a few chunks of the 50 MB sent (whatever the socket buffers took).
    expect(sent.sentWhenAnswered).toBeLessThan(8 * MB);
  });

  it('a form to a bucket that does not exist, with a wrong key', async () => {
    const form = formAround('xyz');
    const sent = await upload('/storage/v1/object/nowhere/a.bin', {
      key: 'not-a-key',
      total: 50 * MB,
      ...form,
    });
    expect(sent.status).toBeGreaterThanOrEqual(400);
    expect(sent.sentWhenAnswered).toBeLessThan(8 * MB);
  });
});

describe('accepted uploads stream to disk', () => {
  it('stores a 50 MB form and a 50 MB raw body whole', async () => {
    const form = await upload('/storage/v1/object/files/form.bin', {
      key: api.serviceRoleKey,
      total: 50 * MB - 1,
      ...formAround('b0undary'),
    });
    expect(form).toMatchObject({ status: 200, body: { Key: 'files/form.bin' } });
    const raw = await upload('/storage/v1/object/files/raw.bin', {
      key: api.serviceRoleKey,
      total: 50 * MB,
    });
    expect(raw).toMatchObject({ status: 200, body: { Key: 'files/raw.bin' } });
    const db = await t.app.services.workspace.database({ id: projectId } as never);
    const { rows } = await db.query(
      "select name, (metadata->>'size')::int as size from storage.objects where bucket_id = 'files' order by name",
    );
    expect(rows).toEqual([
      { name: 'form.bin', size: 50 * MB - 1 },
      { name: 'raw.bin', size: 50 * MB },
    ]);
    const folder = join(t.config.dataDir, 'projects', projectId, 'storage', 'tmp');
    expect(await readdir(folder)).toEqual([]);
  });
});

describe('concurrent uploads per project', () => {
  it(`refuses one beyond ${DEFAULT_CONCURRENT_UPLOADS} with 503 SlowDown while they run, and takes it after`, async () => {
    let release!: () => void;
    const hold = new Promise<void>((resolve) => (release = resolve));
    const running = Array.from({ length: DEFAULT_CONCURRENT_UPLOADS }, (_, i) =>
      upload(`/storage/v1/object/files/held-${i}.bin`, {
        key: api.serviceRoleKey,
        total: 4 * CHUNK.length,
        hold,
      }),
    );
    // Each held upload has reached the store once its temporary file exists.
    const folder = join(t.config.dataDir, 'projects', projectId, 'storage', 'tmp');
    while ((await readdir(folder)).length < DEFAULT_CONCURRENT_UPLOADS)
      await new Promise((resolve) => setImmediate(resolve));
    const refused = await upload('/storage/v1/object/files/one-more.bin', {
      key: api.serviceRoleKey,
      total: 50 * MB,
    });
    expect(refused.status).toBe(503);
    expect(refused.body).toMatchObject({ statusCode: '503', code: 'SlowDown' });
    expect(String(refused.body.message)).toMatch(/already has 4 uploads running/);
    expect(refused.sentWhenAnswered).toBeLessThan(8 * MB);
    release();
    for (const done of await Promise.all(running)) expect(done.status).toBe(200);
    const after = await upload('/storage/v1/object/files/one-more.bin', {
      key: api.serviceRoleKey,
      total: CHUNK.length,
    });
    expect(after.status).toBe(200);
  });
});
