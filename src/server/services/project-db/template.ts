import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile, rename, writeFile } from 'node:fs/promises';
import { BASELINE_SQL, EMBEDDED_BASELINE_SQL } from './baseline-sql';
import { runWorkerJob } from './worker-client';
import type { WorkerEntry } from './worker-entry';

export interface TemplateInfo {
  path: string;
  /** True when this call built it; false when a matching one was already on disk. */
  built: boolean;
  ms: number;
}

/** Changes whenever the baseline does, so a stale cached template is rebuilt. */
export const BASELINE_VERSION = createHash('sha256')
  .update(BASELINE_SQL)
  .update(EMBEDDED_BASELINE_SQL)
  .digest('hex')
  .slice(0, 16);

const building = new Map<string, Promise<TemplateInfo>>();

const markerPath = (templatePath: string) => `${templatePath}.json`;

async function isCurrent(templatePath: string): Promise<boolean> {
  if (!existsSync(templatePath)) return false;
  try {
    const marker = JSON.parse(await readFile(markerPath(templatePath), 'utf8')) as {
      version?: string;
    };
    return marker.version === BASELINE_VERSION;
  } catch {
    return false;
  }
}

/**
 * The baseline as a PGlite dump (`dumpDataDir`), built once in a worker (initdb takes seconds)
 * and cached on disk; every new project database is loaded from it.
 */
export function ensureProjectTemplate(
  templatePath: string,
  entry: WorkerEntry,
): Promise<TemplateInfo> {
  const running = building.get(templatePath);
  if (running) return running;
  const job = (async (): Promise<TemplateInfo> => {
    const started = performance.now();
    if (await isCurrent(templatePath))
      return { path: templatePath, built: false, ms: performance.now() - started };
    await runWorkerJob(entry, {
      mode: 'build-template',
      templatePath,
      sql: [BASELINE_SQL, EMBEDDED_BASELINE_SQL],
    });
    const temporary = `${markerPath(templatePath)}.${process.pid}.tmp`;
    await writeFile(
      temporary,
      JSON.stringify({ version: BASELINE_VERSION, builtAt: new Date().toISOString() }),
    );
    await rename(temporary, markerPath(templatePath));
    return { path: templatePath, built: true, ms: performance.now() - started };
  })();
  building.set(templatePath, job);
  // A failed build is retried on the next call; a finished one is answered from disk.
  job.finally(() => building.delete(templatePath)).catch(() => undefined);
  return job;
}
