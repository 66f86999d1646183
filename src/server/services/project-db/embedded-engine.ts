import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { EXECUTOR_ROLE } from './baseline-sql';
import type { Batch, BatchResult, SqlEngine } from './sql-engine';
import type { Timers } from './timers';
import { WorkerClient } from './worker-client';
import type { WorkerEntry } from './worker-entry';

export interface EmbeddedEngineOptions {
  /** The PGlite data directory (`<dataDir>/projects/<id>/db`). */
  dataDir: string;
  /** Where the baseline template is; asked only when the database does not exist yet. */
  templatePath: () => Promise<string>;
  entry: WorkerEntry;
  timers: Timers;
  statementTimeoutMs: number;
}

/** Whether a PGlite data directory holds a database. */
export const databaseExists = (dataDir: string) => existsSync(join(dataDir, 'PG_VERSION'));

/**
 * A project's PGlite database in its own worker thread. Batches run one after another; after a
 * timeout or a crash the next batch starts a fresh worker on the same files.
 */
export class EmbeddedEngine implements SqlEngine {
  readonly kind = 'embedded' as const;
  readonly executorRole = EXECUTOR_ROLE;
  private client: WorkerClient | null = null;
  private queue: Promise<unknown> = Promise.resolve();
  /** How long the last open took, and whether it created the database from the template. */
  lastOpen: { ms: number; created: boolean } | null = null;

  constructor(private readonly options: EmbeddedEngineOptions) {}

  /** Opens the database now (creating it from the template if needed) instead of on first use. */
  open(): Promise<void> {
    return this.serialized(async () => {
      await this.ensureClient();
    });
  }

  run(batch: Batch): Promise<BatchResult> {
    return this.serialized(async () => (await this.ensureClient()).run(batch));
  }

  close(): Promise<void> {
    return this.serialized(async () => {
      const client = this.client;
      this.client = null;
      await client?.close();
    });
  }

  private serialized<T>(job: () => Promise<T>): Promise<T> {
    const next = this.queue.then(job, job);
    this.queue = next.catch(() => undefined);
    return next;
  }

  private async ensureClient(): Promise<WorkerClient> {
    if (this.client?.alive) return this.client;
    const { dataDir, entry, timers, statementTimeoutMs } = this.options;
    const templatePath = databaseExists(dataDir) ? undefined : await this.options.templatePath();
    const client = await WorkerClient.start(
      entry,
      { mode: 'open', dataDir, ...(templatePath ? { templatePath } : {}) },
      timers,
      statementTimeoutMs,
    );
    this.lastOpen = { ms: client.openMs, created: client.created };
    this.client = client;
    return client;
  }
}
