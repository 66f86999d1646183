import { BASELINE_SQL } from './baseline-sql';
import { ProjectDbError } from './errors';
import {
  introspectionSteps,
  schemaFingerprint,
  schemaFromResults,
  usageFromResults,
  usageSteps,
  type DatabaseSchema,
  type DatabaseUsage,
  type IntrospectOptions,
} from './introspect';
import { pgErrorInWords, type PgErrorFields } from './pg-error-words';
import { ACCESS_RULES_STEP, tableRulesFrom, type TableRules } from './access-rules';
import type { Batch, SqlEngine, SqlStep, StepResult } from './sql-engine';
import { notReadOnlyReason } from './read-only';
import { guardSql, type Refusal } from './sql-guard';
import { parseSql, type ParsedStatement } from './sql-parser';

export type ProjectRole = 'anon' | 'authenticated' | 'service_role';

/** Who a query runs as, the way Supabase's API would run it for a signed-in user's request. */
export interface Actor {
  role: ProjectRole;
  /** The user's id (auth.uid()); omit for anon. */
  userId?: string;
  email?: string;
  claims?: Record<string, unknown>;
}

/** A trusted, engine-owned statement: it bypasses the SQL guard, so never put user text here. */
export interface TxStep {
  sql: string;
  params?: unknown[];
  /** Run as this app user; omitted runs as the database owner. */
  as?: Actor;
}

export interface QueryResult<R = Record<string, unknown>> {
  rows: R[];
  rowCount: number;
  fields: string[];
  durationMs: number;
}

export interface StatementOutcome {
  statement: number;
  label: string;
  sql: string;
  rowCount: number;
  durationMs: number;
}

export interface RunFailure {
  ok: false;
  code: 'refused' | 'target_changed' | 'sql_error' | 'timeout' | 'unavailable';
  /** The full sentence for the user, naming the statement. */
  message: string;
  /** The cause alone, in plain words (the plan's `dryRun.error`). */
  error: string;
  statement?: number;
  refusals?: Refusal[];
  postgres?: PgErrorFields;
}

export interface RunSuccess {
  ok: true;
  message: string;
  statements: StatementOutcome[];
  durationMs: number;
  /** A dry run's public tables' access rules before and after its statements. */
  rules?: { before: TableRules[]; after: TableRules[] };
}

export type DryRunResult = RunSuccess | RunFailure;

/** A question's answer: the first rows of one read-only SELECT, with each column's type. */
export interface ReadSuccess {
  ok: true;
  columns: { name: string; type: string }[];
  rows: Record<string, unknown>[];
  rowCount: number;
  /** More rows matched than `maxRows`; only the first are here. */
  truncated: boolean;
  durationMs: number;
}
export type ReadResult = ReadSuccess | RunFailure;

export interface ExecuteOptions {
  /** The fingerprint taken when the plan was made; execution is refused if the schema changed since. */
  expectedFingerprint?: string;
}

export const TARGET_CHANGED_MESSAGE =
  'The database changed since this plan was made, so nothing was run. Make the plan again to see the tables as they are now.';
export type ExecuteResult = RunSuccess | RunFailure;

/** One project's database, embedded or external: what the operation engine calls. */
export interface ProjectDatabase {
  readonly kind: 'embedded' | 'external';
  /** One trusted statement in its own transaction, as the database owner. */
  query<R = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<QueryResult<R>>;
  /** Trusted statements in one transaction, each as the owner or an app user; rolled back on request. */
  runInTransaction(
    steps: TxStep[],
    options?: { finish?: 'commit' | 'rollback' },
  ): Promise<QueryResult[]>;
  /** One trusted query as an app user, in a transaction that is always rolled back. */
  queryAs<R = Record<string, unknown>>(
    actor: Actor,
    sql: string,
    params?: unknown[],
  ): Promise<QueryResult<R>>;
  /** Guards, then runs the user's SQL inside BEGIN ... ROLLBACK: does it apply cleanly? */
  dryRun(sql: string | readonly string[]): Promise<DryRunResult>;
  /** Guards one SELECT, then runs it in a READ ONLY transaction under the statement limit, keeping at most `maxRows` rows. */
  read(sql: string, options: { maxRows: number }): Promise<ReadResult>;
  /** Guards, then runs the user's SQL in one transaction under the statement limit. */
  execute(sql: string | readonly string[], options?: ExecuteOptions): Promise<ExecuteResult>;
  introspect(options?: IntrospectOptions): Promise<DatabaseSchema>;
  usage(): Promise<DatabaseUsage>;
  /** A stable hash of `introspect({ includeStorage: true })`. */
  fingerprint(): Promise<string>;
  /** Installs the Supabase look-alike baseline where it is missing (external databases). */
  ensureBaseline(): Promise<void>;
  close(): Promise<void>;
}

const ROLES = new Set<string>(['anon', 'authenticated', 'service_role']);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Sets the role and request claims for the rest of the transaction, as PostgREST does. */
function actorStep(actor: Actor): SqlStep {
  if (!ROLES.has(actor.role))
    throw new ProjectDbError(
      'sql_error',
      `Queries can run only as anon, authenticated or service_role, not ${actor.role}.`,
    );
  if (actor.userId !== undefined && !UUID.test(actor.userId))
    throw new ProjectDbError('sql_error', `${actor.userId} is not a user id.`);
  const claims = {
    ...actor.claims,
    role: actor.role,
    ...(actor.userId ? { sub: actor.userId } : {}),
    ...(actor.email ? { email: actor.email } : {}),
  };
  return {
    sql: `select set_config('role', $1, true), set_config('request.jwt.claim.role', $1, true),
                 set_config('request.jwt.claim.sub', $2, true), set_config('request.jwt.claims', $3, true)`,
    params: [actor.role, actor.userId ?? '', JSON.stringify(claims)],
  };
}

const OWNER_STEP: SqlStep = {
  sql: `select set_config('role', 'none', true), set_config('request.jwt.claim.role', '', true),
               set_config('request.jwt.claim.sub', '', true), set_config('request.jwt.claims', '', true)`,
};

const toResult = (step: StepResult): QueryResult => ({
  rows: step.rows,
  rowCount: step.rowCount,
  fields: step.fields,
  durationMs: step.durationMs,
});

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

class EngineProjectDatabase implements ProjectDatabase {
  private changes: Promise<unknown> = Promise.resolve();

  constructor(private readonly engine: SqlEngine) {}

  get kind() {
    return this.engine.kind;
  }

  async query<R = Record<string, unknown>>(
    sql: string,
    params: unknown[] = [],
  ): Promise<QueryResult<R>> {
    const [result] = await this.transaction([{ sql, params }], 'commit', 'query');
    return result as QueryResult<R>;
  }

  runInTransaction(
    steps: TxStep[],
    options: { finish?: 'commit' | 'rollback' } = {},
  ): Promise<QueryResult[]> {
    return this.transaction(steps, options.finish ?? 'commit', 'query');
  }

  async queryAs<R = Record<string, unknown>>(
    actor: Actor,
    sql: string,
    params: unknown[] = [],
  ): Promise<QueryResult<R>> {
    const [result] = await this.transaction([{ sql, params, as: actor }], 'rollback', 'query');
    return result as QueryResult<R>;
  }

  dryRun(sql: string | readonly string[]): Promise<DryRunResult> {
    return this.runUserSql(sql, 'rollback', undefined, true);
  }

  execute(sql: string | readonly string[], options: ExecuteOptions = {}): Promise<ExecuteResult> {
    // One change at a time per database, so the fingerprint check and the change cannot interleave with another.
    const run = this.changes.then(() =>
      this.runUserSql(sql, 'commit', options.expectedFingerprint),
    );
    this.changes = run.catch(() => undefined);
    return run;
  }

  async read(sql: string, { maxRows }: { maxRows: number }): Promise<ReadResult> {
    const guard = await guardSql(sql);
    const reason = guard.ok ? notReadOnlyReason(guard) : guard.message;
    if (!guard.ok || reason) {
      const message = reason ?? 'The SQL was refused.';
      return { ok: false, code: 'refused', message, error: message };
    }
    const select = guard.statements[0] as ParsedStatement;
    // A cursor keeps the query's own order and stops Postgres after the rows a question may show.
    const steps = [
      { sql: `declare answer no scroll cursor for ${select.sql}` },
      { sql: `fetch forward ${maxRows + 1} from answer` },
    ];
    try {
      const result = await this.engine.run({
        steps,
        finish: 'rollback',
        purpose: 'query',
        readOnly: true,
      });
      const fetched = result.steps[1] as StepResult;
      const names = await this.typeNames(fetched.types ?? []);
      const rows = fetched.rows.slice(0, maxRows);
      return {
        ok: true,
        columns: fetched.fields.map((name, i) => ({
          name,
          type: names.get(fetched.types?.[i] ?? 0) ?? 'unknown',
        })),
        rows,
        rowCount: rows.length,
        truncated: fetched.rows.length > maxRows,
        durationMs: result.durationMs,
      };
    } catch (error) {
      // The cursor's two steps are the one statement the founder sees.
      const asked =
        error instanceof ProjectDbError && error.failure.step !== undefined
          ? new ProjectDbError(error.code, error.message, { ...error.failure, step: 0 })
          : error;
      return this.asRunFailure(asked, guard.statements, 'commit');
    }
  }

  /** Postgres's names for type ids ("integer", "timestamp with time zone"). */
  private async typeNames(ids: readonly number[]): Promise<Map<number, string>> {
    const unique = [...new Set(ids)];
    if (unique.length === 0) return new Map();
    const { rows } = await this.query<{ id: number; name: string }>(
      'select oid::int as id, format_type(oid, null) as name from pg_type where oid = any($1::oid[])',
      [unique],
    );
    return new Map(rows.map((r) => [r.id, r.name]));
  }

  async introspect(options: IntrospectOptions = {}): Promise<DatabaseSchema> {
    const steps = introspectionSteps(options.includeStorage ?? false);
    return schemaFromResults(await this.reads(steps));
  }

  async usage(): Promise<DatabaseUsage> {
    return usageFromResults(await this.reads(usageSteps));
  }

  async fingerprint(): Promise<string> {
    return schemaFingerprint(await this.introspect({ includeStorage: true }));
  }

  async ensureBaseline(): Promise<void> {
    const parsed = await parseSql(BASELINE_SQL);
    if (!parsed.ok) throw new Error(`The baseline SQL does not parse: ${parsed.problem.message}`);
    await this.transaction(
      parsed.statements.map((s) => ({ sql: s.sql })),
      'commit',
      'change',
    );
  }

  close(): Promise<void> {
    return this.engine.close();
  }

  private async reads(steps: SqlStep[]): Promise<StepResult[]> {
    return (await this.engine.run({ steps, finish: 'rollback', purpose: 'query' })).steps;
  }

  /** Runs steps with the role switches they ask for, and answers only the steps' own results. */
  private async transaction(
    steps: TxStep[],
    finish: Batch['finish'],
    purpose: Batch['purpose'],
  ): Promise<QueryResult[]> {
    const batch: SqlStep[] = [];
    const own: number[] = [];
    let current: Actor | undefined;
    for (const step of steps) {
      if (step.as !== current) {
        batch.push(step.as ? actorStep(step.as) : OWNER_STEP);
        current = step.as;
      }
      own.push(batch.length);
      batch.push({ sql: step.sql, ...(step.params ? { params: step.params } : {}) });
    }
    try {
      const result = await this.engine.run({ steps: batch, finish, purpose });
      return own.map((i) => toResult(result.steps[i] as StepResult));
    } catch (error) {
      if (
        error instanceof ProjectDbError &&
        error.code === 'sql_error' &&
        error.failure.step !== undefined
      ) {
        const position = own.indexOf(error.failure.step);
        const prefix = steps.length > 1 && position >= 0 ? `Statement ${position + 1}: ` : '';
        throw new ProjectDbError('sql_error', `${prefix}${error.message}`, {
          ...error.failure,
          step: Math.max(position, 0),
        });
      }
      throw error;
    }
  }

  private async runUserSql(
    sql: string | readonly string[],
    finish: Batch['finish'],
    expectedFingerprint?: string,
    readRules = false,
  ): Promise<RunSuccess | RunFailure> {
    const guard = await guardSql(sql);
    if (!guard.ok)
      return {
        ok: false,
        code: 'refused',
        message: guard.message,
        error: guard.message,
        refusals: guard.refusals,
      };
    if (expectedFingerprint !== undefined && (await this.fingerprint()) !== expectedFingerprint) {
      return {
        ok: false,
        code: 'target_changed',
        message: TARGET_CHANGED_MESSAGE,
        error: TARGET_CHANGED_MESSAGE,
      };
    }
    const own = guard.statements.map((s) => ({ sql: s.sql }));
    const steps = readRules ? [ACCESS_RULES_STEP, ...own, ACCESS_RULES_STEP] : own;
    const offset = readRules ? 1 : 0;
    try {
      const result = await this.engine.run({ steps, finish, purpose: 'change', keepRows: false });
      const statements = guard.statements.map((s, i): StatementOutcome => {
        const step = result.steps[i + offset];
        return {
          statement: s.index,
          label: s.label,
          sql: s.sql,
          rowCount: step?.rowCount ?? 0,
          durationMs: step?.durationMs ?? 0,
        };
      });
      const count = plural(statements.length, 'statement');
      const message =
        finish === 'rollback'
          ? `${statements.length === 1 ? 'The statement applies' : `All ${count} apply`} cleanly.`
          : `Applied ${count} in ${Math.round(result.durationMs)} ms.`;
      const rules = readRules
        ? { before: tableRulesFrom(result.steps[0]), after: tableRulesFrom(result.steps.at(-1)) }
        : undefined;
      return {
        ok: true,
        message,
        statements,
        durationMs: result.durationMs,
        ...(rules && { rules }),
      };
    } catch (error) {
      return this.asRunFailure(error, guard.statements, finish, offset);
    }
  }

  private asRunFailure(
    error: unknown,
    statements: ParsedStatement[],
    finish: Batch['finish'],
    offset = 0,
  ): RunFailure {
    if (!(error instanceof ProjectDbError)) throw error;
    if (error.code === 'timeout')
      return { ok: false, code: 'timeout', message: error.message, error: error.message };
    const statement = statements[(error.failure.step ?? -1) - offset];
    if (error.code !== 'sql_error' || !statement || !error.failure.postgres) {
      return { ok: false, code: 'unavailable', message: error.message, error: error.message };
    }
    const words = pgErrorInWords(error.failure.postgres, statement);
    const outcome = finish === 'rollback' ? 'would fail' : 'failed, so nothing was changed';
    return {
      ok: false,
      code: 'sql_error',
      message: `Statement ${statement.index} (${statement.label}) ${outcome}: ${words}`,
      error: words,
      statement: statement.index,
      postgres: error.failure.postgres,
    };
  }
}

/** The ProjectDatabase operations over either engine. */
export function projectDatabaseOn(engine: SqlEngine): ProjectDatabase {
  return new EngineProjectDatabase(engine);
}
