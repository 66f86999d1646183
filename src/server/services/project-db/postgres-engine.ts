import pg from 'pg';
import { AppError } from '@server/lib/errors';
import type { AddressGuard } from '../net/address-guard';
import { GuardedSocket } from '../net/guarded-socket';
import { ProjectDbError, timeoutMessage } from './errors';
import { pgErrorFields, pgErrorInWords } from './pg-error-words';
import type { Batch, BatchResult, SqlEngine, StepResult } from './sql-engine';
import { withoutRowData } from './without-row-data';

// One text for every way a connection can fail, so answers never tell an open port from a closed one.
const UNREACHABLE =
  "The project's database could not be reached with this connection string. Check the host, port, database name, user name and password, and that the server accepts connections from the internet.";

/** Connections kept per project by default; plans run one transaction at a time. */
export const PROJECT_POOL_SIZE = 2;

/** A transaction left open this much longer than a statement may run is ended by the server. */
const IDLE_IN_TRANSACTION_GRACE_MS = 10_000;

export interface PostgresEngineOptions {
  /** `embedded`: the project's database on the studio's projects server; `external`: the founder's own. */
  kind: SqlEngine['kind'];
  connectionString: string;
  statementTimeoutMs: number;
  lockTimeoutMs: number;
  /** Connections kept per project; plans run one transaction at a time, so two is plenty. */
  maxConnections?: number;
  /** An unused connection closes after this long, so quiet projects hold no server process. */
  idleConnectionMs?: number;
  connectTimeoutMs?: number;
  /** Decides which addresses a user-supplied connection string may lead to; none for the studio's own server. */
  guard?: AddressGuard;
}

/**
 * PostgreSQL's `too_many_connections` (53300) in words: the project's own cap (its login's or its
 * database's connection limit) or the whole server's; null for any other failure.
 */
export function connectionLimitError(error: unknown): ProjectDbError | null {
  const { code, message } = pgErrorFields(error);
  if (code !== '53300') return null;
  return new ProjectDbError(
    'connection_limit',
    /for (role|database)/.test(message)
      ? "This project's database is using every connection it is allowed, so this request was not run. Close connections your own tools hold to it, or try again in a moment."
      : 'The database server is using every connection it has for projects, so this request was not run. Try again in a moment.',
  );
}

/** A project's database on a real Postgres: Postgres enforces the limits itself, inside one transaction. */
export class PostgresEngine implements SqlEngine {
  private readonly pool: pg.Pool;

  constructor(private readonly options: PostgresEngineOptions) {
    const { guard } = options;
    this.pool = new pg.Pool({
      connectionString: options.connectionString,
      max: options.maxConnections ?? PROJECT_POOL_SIZE,
      idleTimeoutMillis: options.idleConnectionMs ?? 30_000,
      connectionTimeoutMillis: options.connectTimeoutMs ?? 10_000,
      // A client-side limit too, for a server that stops answering altogether.
      query_timeout: options.statementTimeoutMs + 5_000,
      application_name: 'bridge-studio',
      ...(guard ? { stream: () => new GuardedSocket(guard) } : {}),
    });
    // An idle connection dropped by the server must not crash ours.
    this.pool.on('error', () => undefined);
  }

  get kind() {
    return this.options.kind;
  }

  async run(batch: Batch): Promise<BatchResult> {
    const started = performance.now();
    let client: pg.PoolClient;
    try {
      client = await this.pool.connect();
    } catch (error) {
      // A refused address says so plainly; it was decided before any packet was sent.
      if (error instanceof AppError) throw error;
      // On the studio's own server a full project says why; a founder's server stays port-blind.
      if (this.options.kind === 'embedded') {
        const atLimit = connectionLimitError(error);
        if (atLimit) throw atLimit;
      }
      throw new ProjectDbError('unavailable', UNREACHABLE);
    }
    let broken = false;
    let index = -1;
    try {
      await client.query(batch.readOnly ? 'BEGIN READ ONLY' : 'BEGIN');
      await client.query(
        `select set_config('statement_timeout', $1, true), set_config('lock_timeout', $2, true),
                set_config('idle_in_transaction_session_timeout', $3, true)`,
        [
          `${this.options.statementTimeoutMs}ms`,
          `${this.options.lockTimeoutMs}ms`,
          `${this.options.statementTimeoutMs + IDLE_IN_TRANSACTION_GRACE_MS}ms`,
        ],
      );
      const steps: StepResult[] = [];
      for (index = 0; index < batch.steps.length; index++) {
        const step = batch.steps[index];
        if (!step) continue;
        const stepStarted = performance.now();
        // The extended protocol carries exactly one statement, whatever the text holds (the option is missing from @types/pg).
        const query: pg.QueryConfig & { queryMode: 'extended' } = {
          text: step.sql,
          values: step.params ?? [],
          queryMode: 'extended',
        };
        const result = await client.query<Record<string, unknown>>(query);
        steps.push({
          rows: (step.keepRows ?? batch.keepRows) === false ? [] : (result.rows ?? []),
          rowCount: result.rowCount ?? result.rows?.length ?? 0,
          fields: (result.fields ?? []).map((f) => f.name),
          types: (result.fields ?? []).map((f) => f.dataTypeID),
          durationMs: performance.now() - stepStarted,
        });
      }
      await client.query(batch.finish === 'commit' ? 'COMMIT' : 'ROLLBACK');
      return { steps, durationMs: performance.now() - started };
    } catch (error) {
      await client.query('ROLLBACK').catch(() => {
        broken = true;
      });
      throw this.translate(error, batch, index);
    } finally {
      client.release(broken);
    }
  }

  close(): Promise<void> {
    return this.pool.end();
  }

  private translate(error: unknown, batch: Batch, index: number): ProjectDbError {
    const fields = withoutRowData(pgErrorFields(error));
    const clientTimeout = /query read timeout/i.test(fields.message);
    if (fields.code === '57014' || clientTimeout) {
      return new ProjectDbError(
        'timeout',
        timeoutMessage(this.options.statementTimeoutMs, batch.purpose),
      );
    }
    if (!fields.code) {
      return new ProjectDbError(
        'unavailable',
        "The connection to the project's database was lost. Try again.",
      );
    }
    const sql = batch.steps[index]?.sql ?? '';
    return new ProjectDbError('sql_error', pgErrorInWords(fields, { label: '', sql }), {
      step: Math.max(index, 0),
      postgres: fields,
    });
  }
}
