import type { PgErrorFields } from './pg-error-words';
import type { Batch, BatchResult } from './sql-engine';

/** What a worker is started for (its workerData). */
export type WorkerInit =
  { mode: 'open'; dataDir: string } | { mode: 'build-template'; dataDir: string; sql: string[] };

export type WorkerRequest =
  { id: number; type: 'batch'; batch: Batch } | { id: number; type: 'close' };

export type WorkerMessage =
  | { type: 'ready' }
  | { type: 'built'; ms: number }
  | { type: 'fatal'; message: string }
  | { type: 'step'; id: number; index: number }
  | { type: 'done'; id: number; result: BatchResult }
  | { type: 'failed'; id: number; step: number; error: PgErrorFields }
  | { type: 'closed'; id: number };
