import type { DataStep, Risk } from '@shared/contracts/plan';
import { formatBytes } from '@shared/format/bytes';
import { AppError, badRequest } from '../../lib/errors';
import { ProjectDbError } from './errors';
import type { ProjectDatabase, TxStep } from './project-database';
import { qualifiedName, quoteIdent } from './sql-ident';
import { ensureSqlParser } from './sql-parser';
import { primaryKeyOf, publicTableColumns, type CatalogColumn } from './table-catalog';

/**
 * Row changes (`data.*` steps) as the project's owner role, so row-level security does not filter
 * them, as in Supabase's table editor. Values travel as one jsonb parameter per row, applied
 * through `jsonb_populate_record(null::public.<table>, $1)`: no value is ever part of the SQL text.
 * Rows are kept as the jsonb text Postgres printed, so bigint and numeric survive exactly.
 */

/** What undoing a row change needs, recorded while it runs (see docs/decisions/020-row-changes.md). */
export type RowUndo =
  /** Undoes an insert: deletes the rows with these keys. */
  | { kind: 'data.deleteRows'; table: string; rows: string[] }
  /** Undoes a delete: puts the deleted rows back as they were. */
  | { kind: 'data.insertRows'; table: string; rows: string[] }
  /** Undoes an update: sets the changed columns back, finding each row by its key after the change. */
  | {
      kind: 'data.updateRows';
      table: string;
      rows: { after: string; before: string; columns: string[] }[];
    };

/** The most row text one operation keeps to undo a delete or an update. */
export const MAX_KEPT_BYTES = 4 * 1024 * 1024;

interface Table {
  name: string;
  sql: string;
  columns: CatalogColumn[];
  key: CatalogColumn[];
}

const TYPED = (table: Table, param: number) =>
  `jsonb_populate_record(null::${table.sql}, $${param}::jsonb)`;
const matchKey = (table: Table, alias: string) =>
  table.key.map((c) => `t.${quoteIdent(c.name)} = ${alias}.${quoteIdent(c.name)}`).join(' and ');
const rowsWord = (n: number) => `${n} ${n === 1 ? 'row' : 'rows'}`;

async function openTable(db: ProjectDatabase, name: string): Promise<Table> {
  await ensureSqlParser();
  let columns: CatalogColumn[];
  try {
    columns = await publicTableColumns(db, name);
  } catch (error) {
    if (error instanceof AppError && error.statusCode === 404) throw badRequest(error.message);
    throw error;
  }
  return { name, sql: qualifiedName(['public', name]), columns, key: primaryKeyOf(columns) };
}

/** The columns a change writes: each must exist and be one the database lets us fill in. */
function writableColumns(table: Table, values: Record<string, unknown>): CatalogColumn[] {
  return Object.keys(values).map((name) => {
    const column = table.columns.find((c) => c.name === name);
    if (!column) throw badRequest(`The table ${table.name} has no column called "${name}".`);
    if (column.generated)
      throw badRequest(`The database fills in ${name} itself, so it cannot be set.`);
    return column;
  });
}

/** A key names exactly the primary-key columns, none of them empty. */
function checkKey(table: Table, key: Record<string, unknown>) {
  if (table.key.length === 0)
    throw badRequest(
      `Rows of ${table.name} cannot be changed one by one: the table has no primary key to find them by.`,
    );
  const names = table.key.map((c) => c.name);
  const given = Object.keys(key);
  if (given.length !== names.length || names.some((n) => key[n] === undefined || key[n] === null))
    throw badRequest(`Find the row by its primary key: give ${names.join(', ')} and nothing else.`);
}

const returningRow = 'returning to_jsonb(t.*)::text as row';

function insertSql(table: Table, columns: CatalogColumn[], override: boolean): string {
  if (columns.length === 0) return `insert into ${table.sql} as t default values ${returningRow}`;
  const names = columns.map((c) => quoteIdent(c.name));
  return [
    `insert into ${table.sql} as t (${names.join(', ')})`,
    override ? 'overriding system value' : '',
    `select ${names.map((n) => `r.${n}`).join(', ')} from ${TYPED(table, 1)} as r`,
    returningRow,
  ].join(' ');
}

function updateSql(table: Table, columns: CatalogColumn[]): string {
  const set = columns.map((c) => `${quoteIdent(c.name)} = r.${quoteIdent(c.name)}`).join(', ');
  // Both parts of the statement see the rows as they were before it, so `before` is the old row.
  return `with before as (
      select to_jsonb(t.*)::text as row from ${table.sql} as t, ${TYPED(table, 1)} as k
      where ${matchKey(table, 'k')})
    update ${table.sql} as t set ${set} from ${TYPED(table, 1)} as k, ${TYPED(table, 2)} as r
    where ${matchKey(table, 'k')}
    returning to_jsonb(t.*)::text as row, (select row from before) as before`;
}

const deleteSql = (table: Table) =>
  `delete from ${table.sql} as t using ${TYPED(table, 1)} as k where ${matchKey(table, 'k')} ${returningRow}`;

/** One statement per row, and what the statement's answers mean for the result and for undo. */
interface Compiled {
  table: Table;
  statements: TxStep[];
  settle: (answers: { row: string; before?: string }[][]) => {
    affected: number;
    keptBytes: number;
    undo: RowUndo;
    message: string;
  };
}

async function compile(db: ProjectDatabase, step: DataStep): Promise<Compiled> {
  const table = await openTable(db, step.table);
  switch (step.kind) {
    case 'data.insertRows': {
      const statements = step.rows.map((values) => ({
        sql: insertSql(table, writableColumns(table, values), false),
        params: [JSON.stringify(values)],
      }));
      return {
        table,
        statements,
        settle: (answers) => {
          const rows = answers.flatMap((a) => a.map((r) => r.row));
          return {
            affected: rows.length,
            keptBytes: 0,
            undo: { kind: 'data.deleteRows', table: table.name, rows },
            message: `Added ${rowsWord(rows.length)} to ${table.name}.`,
          };
        },
      };
    }
    case 'data.updateRows': {
      const columnsOf = step.rows.map(({ key, values }) => {
        checkKey(table, key);
        const columns = writableColumns(table, values);
        if (columns.length === 0) throw badRequest('Change at least one value.');
        return columns;
      });
      const statements = step.rows.map(({ key, values }, i) => ({
        sql: updateSql(table, columnsOf[i] ?? []),
        params: [JSON.stringify(key), JSON.stringify(values)],
      }));
      return {
        table,
        statements,
        settle: (answers) => {
          const rows = answers.flatMap((a, i) =>
            a.map((r) => ({
              after: r.row,
              before: r.before ?? '{}',
              columns: (columnsOf[i] ?? []).map((c) => c.name),
            })),
          );
          return {
            affected: rows.length,
            keptBytes: rows.reduce((sum, r) => sum + r.before.length, 0),
            undo: { kind: 'data.updateRows', table: table.name, rows },
            message: `Changed ${rowsWord(rows.length)} in ${table.name}.`,
          };
        },
      };
    }
    case 'data.deleteRows': {
      for (const key of step.keys) checkKey(table, key);
      const statements = step.keys.map((key) => ({
        sql: deleteSql(table),
        params: [JSON.stringify(key)],
      }));
      return {
        table,
        statements,
        settle: (answers) => {
          const rows = answers.flatMap((a) => a.map((r) => r.row));
          return {
            affected: rows.length,
            keptBytes: rows.reduce((sum, r) => sum + r.length, 0),
            undo: { kind: 'data.insertRows', table: table.name, rows },
            message: `Deleted ${rowsWord(rows.length)} from ${table.name}.`,
          };
        },
      };
    }
  }
}

/** Runs the steps in one transaction; a Postgres refusal (wrong type, missing value) is the caller's input. */
async function runCompiled(
  db: ProjectDatabase,
  compiled: Compiled[],
  finish: 'commit' | 'rollback',
) {
  const statements = compiled.flatMap((c) => c.statements);
  let results;
  try {
    results = await db.runInTransaction(statements, { finish });
  } catch (error) {
    if (error instanceof ProjectDbError && error.code === 'sql_error') {
      const row = statements.length > 1 ? `Row ${(error.failure.step ?? 0) + 1}: ` : '';
      const words = error.message.replace(/^Statement \d+: /, '');
      throw badRequest(`${row}${words} Nothing was changed.`, 'row_change_refused');
    }
    throw error;
  }
  let at = 0;
  return compiled.map((c) => {
    const answers = c.statements.map(
      () => (results[at++]?.rows ?? []) as { row: string; before?: string }[],
    );
    return c.settle(answers);
  });
}

export interface RowChangeCheck {
  /** Rows each step touches, as the dry run found them. */
  affected: number[];
  risk: Risk;
  reasons: string[];
  message: string;
}

/**
 * Checks the steps against the tables and dry-runs them (rolled back). Bad input, rows that are
 * gone and changes too large to keep for undo are refused with a 400 before anything is stored.
 */
export async function checkRowChanges(
  db: ProjectDatabase,
  steps: readonly DataStep[],
): Promise<RowChangeCheck> {
  const compiled = await Promise.all(steps.map((s) => compile(db, s)));
  const settled = await runCompiled(db, compiled, 'rollback');
  const reasons: string[] = [];
  let risk: Risk = 'low';
  settled.forEach((s, i) => {
    const step = steps[i] as DataStep;
    const asked = step.kind === 'data.deleteRows' ? step.keys.length : step.rows.length;
    if (step.kind !== 'data.insertRows' && s.affected === 0)
      throw badRequest(
        `${asked === 1 ? 'That row is' : 'Those rows are'} not in ${step.table} any more. Nothing was changed.`,
        'rows_not_found',
      );
    if (step.kind === 'data.deleteRows') {
      risk = 'high';
      reasons.push(
        `It deletes ${rowsWord(s.affected)} from ${step.table}. Undo in Activity puts ${s.affected === 1 ? 'it' : 'them'} back.`,
      );
    }
  });
  const kept = settled.reduce((sum, s) => sum + s.keptBytes, 0);
  if (kept > MAX_KEPT_BYTES)
    throw badRequest(
      `Those rows hold ${formatBytes(kept)}, more than the ${formatBytes(MAX_KEPT_BYTES)} kept to undo one change. Change fewer rows at a time.`,
      'row_change_too_large',
    );
  return {
    affected: settled.map((s) => s.affected),
    risk,
    reasons,
    message: `The change applies cleanly: ${settled.map((s) => s.message.replace(/\.$/, '')).join('; ')} (tried and rolled back).`,
  };
}

/** Runs the steps in one transaction and answers what happened and how to undo it. */
export async function runRowChanges(db: ProjectDatabase, steps: readonly DataStep[]) {
  const compiled = await Promise.all(steps.map((s) => compile(db, s)));
  const settled = await runCompiled(db, compiled, 'commit');
  return {
    result: {
      message: settled.map((s) => s.message).join(' '),
      affected: settled.map((s) => s.affected),
    },
    undo: settled.map((s) => s.undo),
  };
}

/** Reverses one recorded row change in its own transaction. */
export async function undoRowChange(db: ProjectDatabase, action: RowUndo): Promise<void> {
  const table = await openTable(db, action.table);
  let statements: TxStep[];
  switch (action.kind) {
    case 'data.deleteRows':
      statements = action.rows.map((row) => ({ sql: deleteSql(table), params: [row] }));
      break;
    case 'data.insertRows': {
      const columns = table.columns.filter((c) => !c.generated);
      const override = columns.some((c) => c.identityAlways);
      statements = action.rows.map((row) => ({
        sql: insertSql(table, columns, override),
        params: [row],
      }));
      break;
    }
    case 'data.updateRows':
      statements = action.rows.map((row) => ({
        sql: updateSql(
          table,
          table.columns.filter((c) => row.columns.includes(c.name)),
        ),
        params: [row.after, row.before],
      }));
      break;
  }
  if (statements.length === 0) return;
  try {
    await db.runInTransaction(statements);
  } catch (error) {
    if (error instanceof ProjectDbError && error.code === 'sql_error')
      throw new AppError(
        422,
        'undo_failed',
        `The change could not be undone: ${error.message.replace(/^Statement \d+: /, '')}`,
      );
    throw error;
  }
}
