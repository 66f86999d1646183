import { createHash, randomUUID } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startS3Fake, type S3Fake } from '../../../../tests/fakes/s3/s3-fake';
import { StorageApiError } from './errors';
import { TooLarge } from './receive-file';
import { S3ObjectFiles, type S3Settings } from './s3-object-files';

let fake: S3Fake;
let dataDir: string;
const projectId = randomUUID();

const settings = (overrides: Partial<S3Settings> = {}): S3Settings => ({
  endpoint: fake.url,
  bucket: fake.bucket,
  region: fake.region,
  accessKeyId: fake.accessKeyId,
  secretAccessKey: fake.secretAccessKey,
  prefix: '/studio/',
  ...overrides,
});
const store = (overrides?: Partial<S3Settings>) => new S3ObjectFiles(settings(overrides), dataDir);
const temporaryFiles = () =>
  readdir(join(dataDir, 'projects', projectId, 'storage', 'tmp')).catch(() => []);

/** The storage error S3 trouble becomes: a 500 with a plain message that holds no secret. */
async function expectStoreFailure(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(StorageApiError);
  const failure = error as StorageApiError;
  expect(failure.httpStatus).toBe(500);
  expect(failure.message).toBe(
    'The file storage did not answer as expected; please try again in a moment',
  );
  expect(JSON.stringify(failure.body())).not.toContain(fake.secretAccessKey);
  expect(String(failure.cause)).not.toContain(fake.secretAccessKey);
  return failure;
}

beforeAll(async () => {
  fake = await startS3Fake({ region: 'eu-west-1' });
});
afterAll(() => fake.close());
beforeEach(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'bridge-s3-'));
  fake.objects.clear();
  fake.requests.length = 0;
});
afterEach(() => rm(dataDir, { recursive: true, force: true }));

describe('project files in an S3-compatible bucket', () => {
  it('puts a file under the prefix, reads it back, finds it and removes it', async () => {
    const files = store();
    const bytes = Buffer.from('a picture of a cat, in bytes');
    const stored = await files.write(projectId, Readable.from([bytes]), 1000);
    expect(stored).toEqual({
      version: expect.stringMatching(/^[0-9a-f-]{36}$/),
      size: bytes.length,
      md5: createHash('md5').update(bytes).digest('hex'),
    });
    const key = `studio/projects/${projectId}/objects/${stored.version}`;
    expect([...fake.objects.keys()]).toEqual([key]);
    expect(fake.objects.get(key)).toEqual(bytes);
    expect(await temporaryFiles()).toEqual([]);

    expect(await text(await files.read(projectId, stored.version))).toBe(bytes.toString());
    expect(await files.exists(projectId, stored.version)).toBe(true);
    expect(await files.exists(projectId, randomUUID())).toBe(false);

    await files.remove(projectId, [stored.version, null, 'not-a-version', randomUUID()]);
    expect(fake.objects.size).toBe(0);
    expect(await files.exists(projectId, stored.version)).toBe(false);
    expect(fake.requests.map((r) => r.method)).toEqual([
      'PUT',
      'GET',
      'HEAD',
      'HEAD',
      'DELETE',
      'DELETE',
      'HEAD',
    ]);
  });

  it('keys files without a prefix at projects/<id>/objects/<version>', async () => {
    const stored = await store({ prefix: undefined }).write(projectId, Readable.from(['x']), 10);
    expect([...fake.objects.keys()]).toEqual([`projects/${projectId}/objects/${stored.version}`]);
  });

  it('answers a file S3 no longer has as not found', async () => {
    const missing = await store()
      .read(projectId, randomUUID())
      .catch((e: unknown) => e);
    expect(missing).toMatchObject({ statusCode: 404, code: 'NoSuchKey' });
  });

  it('refuses a file over the limit before S3 sees anything', async () => {
    const refused = store().write(projectId, Readable.from([Buffer.alloc(11)]), 10);
    await expect(refused).rejects.toBeInstanceOf(TooLarge);
    expect(fake.requests).toEqual([]);
    expect(await temporaryFiles()).toEqual([]);
  });

  it('turns a wrong secret into a plain storage error, storing nothing', async () => {
    const files = store({ secretAccessKey: 'not-the-secret' });
    const failure = await expectStoreFailure(files.write(projectId, Readable.from(['hi']), 10));
    expect(failure.cause).toBe('S3 PUT answered 403 SignatureDoesNotMatch');
    expect(JSON.stringify(failure.body())).not.toContain('not-the-secret');
    expect(fake.objects.size).toBe(0);
    expect(await temporaryFiles()).toEqual([]);
    await expectStoreFailure(files.exists(projectId, randomUUID()));
  });

  it('turns an S3 fault into a plain storage error and leaves no temporary file', async () => {
    const files = store();
    fake.failNext();
    const failure = await expectStoreFailure(files.write(projectId, Readable.from(['hi']), 10));
    expect(failure.cause).toBe('S3 PUT answered 500 InternalError');
    expect(fake.objects.size).toBe(0);
    expect(await temporaryFiles()).toEqual([]);
    const stored = await files.write(projectId, Readable.from(['hi']), 10);
    fake.failNext();
    await expectStoreFailure(files.read(projectId, stored.version));
    fake.failNext();
    await expectStoreFailure(files.remove(projectId, [stored.version]));
    expect(fake.objects.size).toBe(1);
  });

  it('turns an unreachable server into a plain storage error', async () => {
    const closed = await startS3Fake();
    await closed.close();
    const files = store({ endpoint: closed.url });
    const failure = await expectStoreFailure(files.write(projectId, Readable.from(['hi']), 10));
    expect(String(failure.cause)).toMatch(/^S3 PUT failed: .*ECONNREFUSED/);
    expect(await temporaryFiles()).toEqual([]);
  });

  it('refuses ids that are not a project and a version', async () => {
    await expect(store().read('../other', randomUUID())).rejects.toThrow('Not a project id.');
    await expect(store().exists(projectId, '../../x')).rejects.toThrow('Not an object version.');
    expect(fake.requests).toEqual([]);
  });
});
