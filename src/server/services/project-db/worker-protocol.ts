import type { PgErrorFields } from './pg-error-words';
import type { Batch, BatchResult } from './sql-engine';

/** What a worker is started for (its workerData). */
export type WorkerInit =
  | { mode: 'open'; dataDir: string; templatePath?: string }
  | { mode: 'build-template'; templatePath: string; sql: string[] };

export type WorkerRequest =
  { id: number; type: 'batch'; batch: Batch } | { id: number; type: 'close' };

export type WorkerMessage =
  | { type: 'ready'; openMs: number; created: boolean }
  | { type: 'built'; ms: number; bytes: number }
  | { type: 'fatal'; message: string }
  | { type: 'step'; id: number; index: number }
  | { type: 'done'; id: number; result: BatchResult }
  | { type: 'failed'; id: number; step: number; error: PgErrorFields }
  | { type: 'closed'; id: number };
