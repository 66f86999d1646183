import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

/** Every file under `dir` with the SHA-256 of its bytes: equal fingerprints mean untouched files. */
export async function fingerprint(dir: string): Promise<Record<string, string>> {
  const files: Record<string, string> = {};
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    files[path.slice(dir.length)] = createHash('sha256')
      .update(await readFile(path))
      .digest('hex');
  }
  return files;
}
