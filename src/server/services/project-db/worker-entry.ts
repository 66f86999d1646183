import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';

/** The project database worker: the built file, or the TypeScript source behind a tsx bootstrap. */
export type WorkerEntry = { kind: 'file'; url: URL } | { kind: 'source'; url: URL; tsxApi: string };

const WORKER_NAME = 'project-db.worker';

/**
 * Finds the worker next to this module: `project-db.worker.js` when the server is built (esbuild
 * must emit it as its own entry beside the bundle), else the TypeScript source (development, tests).
 */
export function projectDbWorkerEntry(base: string | URL = import.meta.url): WorkerEntry {
  const built = new URL(`./${WORKER_NAME}.js`, base);
  if (existsSync(fileURLToPath(built))) return { kind: 'file', url: built };
  const source = new URL(`./${WORKER_NAME}.ts`, base);
  if (existsSync(fileURLToPath(source))) {
    // The "import" target of tsx's "./esm/api" export; its require build cannot register ESM hooks.
    const tsxRoot = dirname(createRequire(import.meta.url).resolve('tsx/package.json'));
    return {
      kind: 'source',
      url: source,
      tsxApi: pathToFileURL(join(tsxRoot, 'dist', 'esm', 'api', 'index.mjs')).href,
    };
  }
  throw new Error(
    `The project database worker (${WORKER_NAME}.js) is missing next to ${fileURLToPath(base)}; build it as its own entry.`,
  );
}

/** Starts a worker thread on the entry; Node 20 ignores `--import` for a worker's own module, hence the bootstrap. */
export function spawnWorker(entry: WorkerEntry, workerData: unknown): Worker {
  if (entry.kind === 'file') return new Worker(entry.url, { workerData });
  const bootstrap = `import(${JSON.stringify(entry.tsxApi)}).then(({ register }) => { register(); return import(${JSON.stringify(entry.url.href)}); });`;
  return new Worker(bootstrap, { eval: true, workerData });
}
