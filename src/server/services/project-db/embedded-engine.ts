import { EXECUTOR_ROLE } from './baseline-sql';
import type { Batch, BatchResult, SqlEngine } from './sql-engine';
import { copyTemplate, databaseExists } from './template';
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

/**
 * A project's PGlite database in its own worker thread. Batches run one after another; after a
 * timeout or a crash the next batch starts a fresh worker on the same files.
 */
export class EmbeddedEngine implements SqlEngine {
  readonly kind = 'embedded' as const;
  readonly executorRole = EXECUTOR_ROLE;
  private client: WorkerClient | null = null;
  private queue: Promise<unknown> = Promise.resolve();

  constructor(private readonly options: EmbeddedEngineOptions) {}

  /** Creates the database's files from the template unless they exist; true when it did. */
  create(): Promise<boolean> {
    return this.serialized(() => this.ensureFiles());
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
    await this.ensureFiles();
    const client = await WorkerClient.start(
      entry,
      { mode: 'open', dataDir },
      timers,
      statementTimeoutMs,
    );
    this.client = client;
    return client;
  }

  private async ensureFiles(): Promise<boolean> {
    if (databaseExists(this.options.dataDir)) return false;
    await copyTemplate(await this.options.templatePath(), this.options.dataDir);
    return true;
  }
}
