import { createHash, randomBytes } from 'node:crypto';
import { createReadStream, type ReadStream } from 'node:fs';
import { access, mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';

export const sha1 = (content: Uint8Array) => createHash('sha1').update(content).digest('hex');

/**
 * Content-addressed file storage, as Netlify keeps deploy files: each content is stored once
 * under `ab/cdef...` (its SHA-1), however many deploys or sites use it.
 */
export class BlobStore {
  constructor(readonly root: string) {}

  pathOf(digest: string): string {
    return join(this.root, digest.slice(0, 2), digest.slice(2));
  }

  async has(digest: string): Promise<boolean> {
    return access(this.pathOf(digest)).then(
      () => true,
      () => false,
    );
  }

  /** Stores content unless it is already there; `stored` says whether anything was written. */
  async put(content: Uint8Array): Promise<{ digest: string; stored: boolean }> {
    const digest = sha1(content);
    if (await this.has(digest)) return { digest, stored: false };
    const path = this.pathOf(digest);
    await mkdir(dirname(path), { recursive: true });
    // Written beside and renamed, so a reader never sees half a file.
    const temporary = `${path}.${randomBytes(6).toString('hex')}.tmp`;
    await writeFile(temporary, content);
    await rename(temporary, path);
    return { digest, stored: true };
  }

  async size(digest: string): Promise<number> {
    return (await stat(this.pathOf(digest))).size;
  }

  read(digest: string): Promise<Buffer> {
    return readFile(this.pathOf(digest));
  }

  stream(digest: string): ReadStream {
    return createReadStream(this.pathOf(digest));
  }
}
