/** The one primitive an engine offers: a list of statements in one transaction, under the statement limit. */

export interface SqlStep {
  sql: string;
  params?: unknown[];
  /** Overrides the batch's `keepRows` for this step. */
  keepRows?: boolean;
}

export interface Batch {
  steps: SqlStep[];
  finish: 'commit' | 'rollback';
  /** Words for the timeout message: a change the user asked for, or a query. */
  purpose: 'change' | 'query';
  /** False when only row counts matter (the user's own statements), so no rows are copied back. */
  keepRows?: boolean;
  /** Runs as a READ ONLY transaction: Postgres refuses any write in it. */
  readOnly?: boolean;
}

export interface StepResult {
  rows: Record<string, unknown>[];
  rowCount: number;
  fields: string[];
  /** The type id (pg_type oid) of each field, in order. */
  types?: number[];
  durationMs: number;
}

export interface BatchResult {
  steps: StepResult[];
  durationMs: number;
}

export interface SqlEngine {
  readonly kind: 'embedded' | 'external';
  /** Runs the batch; a failing step rolls everything back and rejects with a ProjectDbError. */
  run(batch: Batch): Promise<BatchResult>;
  close(): Promise<void>;
}
