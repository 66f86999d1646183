/**
 * Worker thread that owns one PGlite instance, so that project SQL never runs on the server's
 * event loop and a runaway statement can be stopped by ending this thread. Built as its own entry
 * (dist/server/project-db.worker.js) beside the server bundle.
 */
import { mkdir } from 'node:fs/promises';
import { setPriority } from 'node:os';
import { dirname } from 'node:path';
import { parentPort, workerData, type MessagePort } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { citext } from '@electric-sql/pglite/contrib/citext';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';
import { uuid_ossp } from '@electric-sql/pglite/contrib/uuid_ossp';
import { pgErrorFields } from './pg-error-words';
import type { Batch, BatchResult, StepResult } from './sql-engine';
import type { WorkerInit, WorkerMessage, WorkerRequest } from './worker-protocol';

const extensions = { citext, pg_trgm, pgcrypto, uuid_ossp };
function requirePort(): MessagePort {
  if (!parentPort) throw new Error('project-db.worker must run as a worker thread.');
  return parentPort;
}
const port = requirePort();
const post = (message: WorkerMessage) => port.postMessage(message);

async function buildTemplate(init: Extract<WorkerInit, { mode: 'build-template' }>): Promise<void> {
  const started = performance.now();
  await mkdir(dirname(init.dataDir), { recursive: true });
  const db = await PGlite.create({ dataDir: init.dataDir, extensions });
  for (const sql of init.sql) await db.exec(sql);
  // Closed after a checkpoint, the folder is a clean database that copies open without recovery.
  await db.query('CHECKPOINT');
  await db.close();
  post({ type: 'built', ms: performance.now() - started });
}

async function runBatch(db: PGlite, id: number, batch: Batch): Promise<void> {
  const started = performance.now();
  const steps: StepResult[] = [];
  let index = 0;
  await db.query('BEGIN');
  try {
    for (; index < batch.steps.length; index++) {
      const step = batch.steps[index];
      if (!step) continue;
      post({ type: 'step', id, index });
      const stepStarted = performance.now();
      // query() uses the extended protocol, which carries exactly one statement.
      const result = await db.query<Record<string, unknown>>(step.sql, step.params ?? []);
      steps.push({
        rows: batch.keepRows === false ? [] : result.rows,
        rowCount: result.affectedRows ?? result.rows.length,
        fields: result.fields.map((f) => f.name),
        durationMs: performance.now() - stepStarted,
      });
    }
    await db.query(batch.finish === 'commit' ? 'COMMIT' : 'ROLLBACK');
  } catch (error) {
    await db.query('ROLLBACK').catch(() => undefined);
    const fields = pgErrorFields(error);
    post({ type: 'failed', id, step: index, error: fields });
    // Without a SQLSTATE the failure came from PGlite itself, which may now be unusable: end this thread so the next call reopens.
    if (!fields.code) process.exit(1);
    return;
  }
  const result: BatchResult = { steps, durationMs: performance.now() - started };
  post({ type: 'done', id, result });
}

async function serve(init: Extract<WorkerInit, { mode: 'open' }>): Promise<void> {
  const db = await PGlite.create({ dataDir: init.dataDir, extensions });
  post({ type: 'ready' });

  let queue = Promise.resolve();
  port.on('message', (request: WorkerRequest) => {
    queue = queue.then(async () => {
      if (request.type === 'batch') return runBatch(db, request.id, request.batch);
      // A checkpoint first so the next open does not replay the write-ahead log.
      await db.query('CHECKPOINT').catch(() => undefined);
      await db.close();
      post({ type: 'closed', id: request.id });
      port.close();
    });
  });
}

// On Linux a thread's nice value is its own, and PGlite's pg_sleep spins: a runaway statement then
// yields the CPU to the server's event loop instead of competing with it.
if (process.platform === 'linux') {
  try {
    setPriority(0, 10);
  } catch {
    // Lowering priority is best effort.
  }
}

const init = workerData as WorkerInit;
(init.mode === 'build-template' ? buildTemplate(init) : serve(init)).catch((error: unknown) => {
  post({ type: 'fatal', message: error instanceof Error ? error.message : String(error) });
});
