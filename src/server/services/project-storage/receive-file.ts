import { createHash, type Hash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { Transform, type Readable, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';

export class TooLarge extends Error {}

/** Counts and hashes the bytes going through; fails once there are more than the limit. */
class Counter extends Transform {
  bytes = 0;
  readonly md5 = createHash('md5');
  readonly sha256: Hash | null;
  constructor(
    private readonly limit: number,
    withSha256: boolean,
  ) {
    super();
    this.sha256 = withSha256 ? createHash('sha256') : null;
  }
  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback) {
    this.bytes += chunk.length;
    if (this.bytes > this.limit) return done(new TooLarge());
    this.md5.update(chunk);
    this.sha256?.update(chunk);
    done(null, chunk);
  }
}

export interface ReceivedFile {
  size: number;
  md5: string;
  /** Hex SHA-256 of the bytes, when asked for (S3 signs requests with it). */
  sha256?: string;
}

/**
 * Streams `body` into a new file at `path`, counting and hashing it; when it fails or passes
 * `limit` the file is removed and the error thrown.
 */
export async function receiveFile(
  body: Readable,
  path: string,
  limit: number,
  options: { sha256?: boolean } = {},
): Promise<ReceivedFile> {
  // A body that failed before it was handed here (a form cut short) never ends: say so now.
  if (body.destroyed) throw body.errored ?? new Error('The upload ended early.');
  const counter = new Counter(limit, options.sha256 ?? false);
  // The source is piped, not pipelined: a refusal must not destroy the request it reads, so the
  // rest of the body can be drained and the client still gets the answer.
  const onSourceError = (error: Error) => counter.destroy(error);
  body.once('error', onSourceError);
  body.pipe(counter);
  const file = createWriteStream(path, { flags: 'wx' });
  // A refusal can come before the file is even open: it must be closed before it is removed.
  const closed = new Promise<void>((resolve) => file.once('close', () => resolve()));
  try {
    await pipeline(counter, file);
  } catch (error) {
    body.unpipe(counter);
    body.resume();
    await closed;
    await rm(path, { force: true });
    throw error;
  } finally {
    body.off('error', onSourceError);
  }
  return {
    size: counter.bytes,
    md5: counter.md5.digest('hex'),
    ...(counter.sha256 ? { sha256: counter.sha256.digest('hex') } : {}),
  };
}
