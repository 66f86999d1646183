import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { checkIds, isVersion, type ObjectStore, type StoredFile } from './object-store';
import { receiveFile } from './receive-file';

/** Where uploads are written before they are kept: the project's storage folder's `tmp/`. */
export async function uploadFolder(dataDir: string, projectId: string): Promise<string> {
  checkIds(projectId);
  const folder = join(dataDir, 'projects', projectId, 'storage', 'tmp');
  await mkdir(folder, { recursive: true });
  return folder;
}

/** A project's object files on disk, under `DATA_DIR/projects/<id>/storage/objects/`. */
export class ObjectFiles implements ObjectStore {
  constructor(private readonly dataDir: string) {}

  private pathOf(projectId: string, version: string) {
    checkIds(projectId, version);
    return join(this.dataDir, 'projects', projectId, 'storage', 'objects', version);
  }

  async write(projectId: string, body: Readable, limit: number): Promise<StoredFile> {
    const version = randomUUID();
    const temporary = join(await uploadFolder(this.dataDir, projectId), version);
    await mkdir(join(this.dataDir, 'projects', projectId, 'storage', 'objects'), {
      recursive: true,
    });
    const { size, md5 } = await receiveFile(body, temporary, limit);
    try {
      await rename(temporary, this.pathOf(projectId, version));
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
    return { version, size, md5 };
  }

  async read(projectId: string, version: string): Promise<Readable> {
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
      if (isVersion(version)) await rm(this.pathOf(projectId, version), { force: true });
  }
}
