import type { ContextTable } from '@shared/planner';
import type { ProjectDatabase } from '../../services/project-db/project-database';
import { qualifiedName, quoteIdent, quoteLiteral } from '../../services/project-db/sql-ident';

/** How much of each table is read for its values: enough to name rows, never a whole big table. */
const TABLES = 20;
const ROWS_READ = 500;
const PER_COLUMN = 30;
const LONGEST = 80;

const isText = (type: string) => /^(?:text|character varying|character|citext)/.test(type);

/**
 * A few short text values of each column of the tables that hold rows, so the planner finds
 * where "Leeds" or "Cocoa" is kept (issue 29 item 1). Read in one query per table; a table that
 * cannot be read gives none. The tables are read side by side.
 */
export async function contextValues(
  db: ProjectDatabase,
  tables: readonly ContextTable[],
): Promise<Map<string, Record<string, string[]>>> {
  const read = tables.filter((t) => (t.rowCount ?? 0) > 0).slice(0, TABLES);
  const found = await Promise.all(
    read.map(async (table) => [table.name, await valuesOf(db, table)] as const),
  );
  return new Map(
    found.filter((f): f is readonly [string, Record<string, string[]>] => Boolean(f[1])),
  );
}

/** One table's values, or nothing when it has no text column or cannot be read. */
async function valuesOf(
  db: ProjectDatabase,
  table: ContextTable,
): Promise<Record<string, string[]> | undefined> {
  const columns = table.columns.filter((c) => isText(c.type)).map((c) => c.name);
  if (!columns.length) return undefined;
  const from = `(select * from ${qualifiedName(['public', table.name])} limit ${ROWS_READ}) s`;
  const parts = columns.map((c) => {
    const col = `s.${quoteIdent(c)}`;
    return `${quoteLiteral(c)}, (select coalesce(jsonb_agg(v), '[]') from (select distinct ${col}::text as v from ${from} where ${col} is not null and length(${col}::text) between 1 and ${LONGEST} limit ${PER_COLUMN}) d)`;
  });
  try {
    const { rows } = await db.query<{ values: Record<string, string[]> }>(
      `select jsonb_build_object(${parts.join(', ')}) as values`,
    );
    return rows[0]?.values;
  } catch {
    // A table the studio cannot read (a connected database's own rules) names no values.
    return undefined;
  }
}
