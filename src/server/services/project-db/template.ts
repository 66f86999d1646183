import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, rename, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { BASELINE_SQL, EMBEDDED_BASELINE_SQL } from './baseline-sql';
import { runWorkerJob } from './worker-client';
import type { WorkerEntry } from './worker-entry';

export interface TemplateInfo {
  /** The template database's own folder. */
  path: string;
  /** True when this call built it; false when a current one was already on disk. */
  built: boolean;
  ms: number;
}

/** Changes whenever the baseline does, so a stale cached template is never used. */
export const BASELINE_VERSION = createHash('sha256')
  .update(BASELINE_SQL)
  .update(EMBEDDED_BASELINE_SQL)
  .digest('hex')
  .slice(0, 16);

/** Whether a PGlite data folder holds a database. */
export const databaseExists = (dataDir: string) => existsSync(join(dataDir, 'PG_VERSION'));

const building = new Map<string, Promise<TemplateInfo>>();

const scratchName = () => `.building-${process.pid}-${Date.now()}`;

/**
 * The baseline as a closed PGlite data folder, `<templateRoot>/<BASELINE_VERSION>`, built once in
 * a worker (initdb takes seconds); every new project database starts as a copy of it.
 */
export function ensureProjectTemplate(
  templateRoot: string,
  entry: WorkerEntry,
): Promise<TemplateInfo> {
  const running = building.get(templateRoot);
  if (running) return running;
  const job = (async (): Promise<TemplateInfo> => {
    const started = performance.now();
    const path = join(templateRoot, BASELINE_VERSION);
    if (databaseExists(path)) return { path, built: false, ms: performance.now() - started };
    const scratch = join(templateRoot, scratchName());
    await runWorkerJob(entry, {
      mode: 'build-template',
      dataDir: scratch,
      sql: [BASELINE_SQL, EMBEDDED_BASELINE_SQL],
    });
    // Another process may have finished the same build first; theirs is as good as ours.
    await rename(scratch, path).catch(() => rm(scratch, { recursive: true, force: true }));
    await removeOtherVersions(templateRoot);
    return { path, built: true, ms: performance.now() - started };
  })();
  building.set(templateRoot, job);
  // A failed build is retried on the next call; a finished one is answered from disk.
  job.finally(() => building.delete(templateRoot)).catch(() => undefined);
  return job;
}

/** Templates of older baselines are never used again. */
async function removeOtherVersions(templateRoot: string): Promise<void> {
  const names = await readdir(templateRoot).catch(() => []);
  await Promise.all(
    names
      .filter((name) => /^[0-9a-f]{16}$/.test(name) && name !== BASELINE_VERSION)
      .map((name) => rm(join(templateRoot, name), { recursive: true, force: true })),
  );
}

/**
 * Copies the template into a new project's database folder, whole or not at all. The system's
 * `cp -R` is used because it is about ten times faster than node's fs.cp on PGlite's 1,000 files.
 */
export async function copyTemplate(templatePath: string, dataDir: string): Promise<void> {
  const scratch = `${dataDir}${scratchName()}`;
  await mkdir(dirname(dataDir), { recursive: true });
  try {
    await promisify(execFile)('cp', ['-R', templatePath, scratch]);
    await rename(scratch, dataDir);
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}
