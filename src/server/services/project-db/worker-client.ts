import type { Worker } from 'node:worker_threads';
import { ProjectDbError, timeoutMessage } from './errors';
import { pgErrorInWords } from './pg-error-words';
import type { Batch, BatchResult } from './sql-engine';
import type { Timers } from './timers';
import { spawnWorker, type WorkerEntry } from './worker-entry';
import type { WorkerInit, WorkerMessage } from './worker-protocol';

/** How long a graceful close may take before the thread is ended anyway. */
const CLOSE_GRACE_MS = 15_000;

interface Pending {
  id: number;
  resolve: (value: BatchResult | undefined) => void;
  reject: (error: Error) => void;
  timer: unknown;
  batch: Batch | null;
}

/** Starts a worker for a one-off job (building the template) and waits for its answer. */
export function runWorkerJob(
  entry: WorkerEntry,
  init: WorkerInit,
): Promise<Extract<WorkerMessage, { type: 'built' }>> {
  return new Promise((resolve, reject) => {
    const worker = spawnWorker(entry, init);
    worker.on('message', (message: WorkerMessage) => {
      if (message.type === 'built') resolve(message);
      if (message.type === 'fatal')
        reject(
          new ProjectDbError(
            'unavailable',
            `The project database template could not be built: ${message.message}`,
          ),
        );
    });
    worker.on('error', (error) =>
      reject(
        new ProjectDbError(
          'unavailable',
          `The project database template could not be built: ${error.message}`,
        ),
      ),
    );
    worker.on('exit', () =>
      reject(
        new ProjectDbError('unavailable', 'The project database template could not be built.'),
      ),
    );
  });
}

/**
 * One worker thread holding one open PGlite database. It serves one batch at a time; a step that
 * runs past the statement limit ends the thread, which is the only way to stop PGlite mid-query.
 */
export class WorkerClient {
  private pending: Pending | null = null;
  private nextId = 1;
  private dead = false;

  private constructor(
    private readonly worker: Worker,
    private readonly timers: Timers,
    private readonly statementTimeoutMs: number,
  ) {
    worker.on('message', (message: WorkerMessage) => this.onMessage(message));
    worker.on('error', (error) =>
      this.fail(
        new ProjectDbError(
          'unavailable',
          `The project database stopped unexpectedly (${error.message}). It reopens on the next try.`,
        ),
      ),
    );
    worker.on('exit', () =>
      this.fail(
        new ProjectDbError('closed', 'The project database closed. It reopens on the next try.'),
      ),
    );
    worker.unref();
  }

  static start(
    entry: WorkerEntry,
    init: Extract<WorkerInit, { mode: 'open' }>,
    timers: Timers,
    statementTimeoutMs: number,
  ): Promise<WorkerClient> {
    return new Promise((resolve, reject) => {
      const worker = spawnWorker(entry, init);
      const onMessage = (message: WorkerMessage) => {
        if (message.type === 'ready') {
          worker.off('message', onMessage);
          worker.off('exit', onExit);
          resolve(new WorkerClient(worker, timers, statementTimeoutMs));
        } else if (message.type === 'fatal') {
          void worker.terminate();
          reject(
            new ProjectDbError(
              'unavailable',
              `The project database could not be opened: ${message.message}`,
            ),
          );
        }
      };
      const onExit = () =>
        reject(new ProjectDbError('unavailable', 'The project database could not be opened.'));
      worker.on('message', onMessage);
      worker.on('error', (error) =>
        reject(
          new ProjectDbError(
            'unavailable',
            `The project database could not be opened: ${error.message}`,
          ),
        ),
      );
      worker.on('exit', onExit);
    });
  }

  get alive(): boolean {
    return !this.dead;
  }

  run(batch: Batch): Promise<BatchResult> {
    return this.send(batch).then((result) => result as BatchResult);
  }

  /** Checkpoints and closes the database, then ends the thread; ends it at once if that hangs. */
  async close(): Promise<void> {
    if (this.dead) return;
    const grace = this.timers.setTimeout(() => void this.worker.terminate(), CLOSE_GRACE_MS);
    try {
      await this.send(null);
    } catch {
      // A failed close still ends the thread below.
    } finally {
      this.timers.clearTimeout(grace);
    }
    this.dead = true;
    await this.worker.terminate();
  }

  private send(batch: Batch | null): Promise<BatchResult | undefined> {
    if (this.dead)
      return Promise.reject(
        new ProjectDbError('closed', 'The project database closed. It reopens on the next try.'),
      );
    if (this.pending)
      return Promise.reject(new Error('WorkerClient serves one request at a time.'));
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending = { id, resolve, reject, timer: undefined, batch };
      this.worker.ref();
      this.armTimer();
      this.worker.postMessage(batch ? { id, type: 'batch', batch } : { id, type: 'close' });
    });
  }

  /** The limit counts from the start of each statement, as statement_timeout does in Postgres. */
  private armTimer(): void {
    const pending = this.pending;
    if (!pending?.batch) return;
    this.timers.clearTimeout(pending.timer);
    const purpose = pending.batch.purpose;
    pending.timer = this.timers.setTimeout(() => {
      this.fail(new ProjectDbError('timeout', timeoutMessage(this.statementTimeoutMs, purpose)));
      void this.worker.terminate();
    }, this.statementTimeoutMs);
  }

  private onMessage(message: WorkerMessage): void {
    const pending = this.pending;
    if (!pending || !('id' in message) || message.id !== pending.id) return;
    if (message.type === 'step') {
      this.armTimer();
      return;
    }
    this.settle();
    if (message.type === 'done') pending.resolve(message.result);
    else if (message.type === 'closed') pending.resolve(undefined);
    else if (message.type === 'failed') {
      const sql = pending.batch?.steps[message.step]?.sql ?? '';
      pending.reject(
        new ProjectDbError('sql_error', pgErrorInWords(message.error, { label: '', sql }), {
          step: message.step,
          postgres: message.error,
        }),
      );
    }
  }

  private settle(): void {
    if (this.pending) this.timers.clearTimeout(this.pending.timer);
    this.pending = null;
    if (!this.dead) this.worker.unref();
  }

  private fail(error: ProjectDbError): void {
    const pending = this.pending;
    this.dead = true;
    this.settle();
    pending?.reject(error);
  }
}
