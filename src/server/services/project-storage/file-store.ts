import { createHash, randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream, type ReadStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { Transform, type Readable, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export class TooLarge extends Error {}

/** Counts and hashes the bytes going through; fails once there are more than the limit. */
class Counter extends Transform {
  bytes = 0;
  readonly md5 = createHash('md5');
  constructor(private readonly limit: number) {
    super();
  }
  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback) {
    this.bytes += chunk.length;
    if (this.bytes > this.limit) return done(new TooLarge());
    this.md5.update(chunk);
    done(null, chunk);
  }
}

export interface StoredFile {
  /** The random id that names the file; kept in the object's `version` column. */
  version: string;
  size: number;
  /** Hex MD5, as S3's ETag of a single-part upload. */
  md5: string;
}

/**
 * A project's object files under `DATA_DIR/projects/<id>/storage/`, each named by a random
 * version id (never by the object's name), so a new upload never overwrites a file a row names.
 */
export class ObjectFiles {
  constructor(private readonly dataDir: string) {}

  private root(projectId: string) {
    if (!UUID.test(projectId)) throw new Error('Not a project id.');
    return join(this.dataDir, 'projects', projectId, 'storage');
  }

  private pathOf(projectId: string, version: string) {
    if (!UUID.test(version)) throw new Error('Not an object version.');
    return join(this.root(projectId), 'objects', version);
  }

  /** Writes the stream to a new file; nothing is left behind when it fails or passes `limit`. */
  async write(projectId: string, body: Readable, limit: number): Promise<StoredFile> {
    const version = randomUUID();
    const root = this.root(projectId);
    await mkdir(join(root, 'tmp'), { recursive: true });
    await mkdir(join(root, 'objects'), { recursive: true });
    const temporary = join(root, 'tmp', version);
    const counter = new Counter(limit);
    // The source is piped, not pipelined: a refusal must not destroy the request it reads, so the
    // rest of the body can be drained and the client still gets the answer.
    const onSourceError = (error: Error) => counter.destroy(error);
    body.once('error', onSourceError);
    body.pipe(counter);
    const file = createWriteStream(temporary, { flags: 'wx' });
    // A refusal can come before the file is even open: it must be closed before it is removed.
    const closed = new Promise<void>((resolve) => file.once('close', () => resolve()));
    try {
      await pipeline(counter, file);
      await rename(temporary, this.pathOf(projectId, version));
    } catch (error) {
      body.unpipe(counter);
      body.resume();
      await closed;
      await rm(temporary, { force: true });
      throw error;
    } finally {
      body.off('error', onSourceError);
    }
    return { version, size: counter.bytes, md5: counter.md5.digest('hex') };
  }

  read(projectId: string, version: string): ReadStream {
    return createReadStream(this.pathOf(projectId, version));
  }

  async exists(projectId: string, version: string): Promise<boolean> {
    return stat(this.pathOf(projectId, version)).then(
      () => true,
      () => false,
    );
  }

  async remove(projectId: string, versions: (string | null | undefined)[]): Promise<void> {
    for (const version of versions)
      if (version && UUID.test(version)) await rm(this.pathOf(projectId, version), { force: true });
  }
}
