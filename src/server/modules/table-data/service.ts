import type { User } from '@shared/contracts/auth';
import type { TableRowsQuery, TableRowsResponse } from '@shared/contracts/table-data';
import { badRequest, notFound } from '../../lib/errors';
import { ProjectDbError, type ProjectDatabase } from '../../services/project-db';
import { qualifiedName, quoteIdent } from '../../services/project-db/sql-ident';
import { ensureSqlParser } from '../../services/project-db/sql-parser';
import type { ProjectService } from '../projects/service';
import type { ProjectWorkspace } from '../projects/workspace';

interface CatalogColumn {
  name: string | null;
  type: string | null;
  /** The type under domains and arrays: 20 bigint, 1700 numeric, 790 money. */
  scalar_oid: number | null;
  is_array: boolean | null;
  /** Where the column sits in the primary key, or null. */
  pk_position: number | null;
}

/** One row per column of the named table in `public` (one row of nulls for a table with none). */
const CATALOG_SQL = /* sql */ `
  select a.attname::text as name, format_type(a.atttypid, a.atttypmod) as type,
         coalesce(e.oid, b.oid)::int as scalar_oid, e.oid is not null as is_array,
         (select array_position(i.indkey::int2[], a.attnum) from pg_index i
          where i.indrelid = c.oid and i.indisprimary) as pk_position
  from pg_class c
  join pg_namespace n on n.oid = c.relnamespace
  left join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
  left join pg_type t on t.oid = a.atttypid
  left join pg_type b on b.oid = case when t.typtype = 'd' then t.typbasetype else t.oid end
  left join pg_type e on e.oid = b.typelem and b.typcategory = 'A'
  where n.nspname = 'public' and c.relname = $1 and c.relkind in ('r', 'p')
  order by a.attnum`;

/** Types JSON numbers would round: sent as their exact text. */
const EXACT_AS_TEXT = new Set([20, 1700, 790]);

interface Column {
  name: string;
  type: string;
  exactAsText: boolean;
  isArray: boolean;
  pkPosition: number | null;
}

/** The select expression that makes a column's value survive JSON (ISO times, `\x` hex bytea). */
function valueSql(column: Column): string {
  const ident = quoteIdent(column.name);
  if (!column.exactAsText) return `to_json(${ident})`;
  return column.isArray ? `${ident}::text[]` : `${ident}::text`;
}

/** `<column>` or `<column>.asc|desc` naming a real column (column names may hold dots). */
export function parseOrder(
  order: string,
  columns: readonly { name: string }[],
): { column: string; direction: 'asc' | 'desc' } | null {
  const names = new Set(columns.map((c) => c.name));
  const suffixed = /^(.*)\.(asc|desc)$/s.exec(order);
  if (suffixed?.[1] !== undefined && names.has(suffixed[1]))
    return { column: suffixed[1], direction: suffixed[2] as 'asc' | 'desc' };
  return names.has(order) ? { column: order, direction: 'asc' } : null;
}

/** The ORDER BY: the asked column first, then the primary key (or the row's place) so pages never overlap. */
function orderSql(columns: Column[], order: ReturnType<typeof parseOrder>): string {
  const key = columns
    .filter((c) => c.pkPosition !== null)
    .sort((a, b) => (a.pkPosition ?? 0) - (b.pkPosition ?? 0))
    .map((c) => quoteIdent(c.name));
  const tail = key.length > 0 ? key : ['ctid'];
  const head = order ? [`${quoteIdent(order.column)} ${order.direction}`] : [];
  return [...head, ...tail.filter((k) => !order || k !== quoteIdent(order.column))].join(', ');
}

async function tableColumns(db: ProjectDatabase, table: string): Promise<Column[]> {
  const { rows } = await db.query<CatalogColumn>(CATALOG_SQL, [table]);
  if (rows.length === 0)
    throw notFound(`There is no table called "${table}" in this project's database.`);
  return rows.flatMap((row) =>
    row.name === null
      ? []
      : [
          {
            name: row.name,
            type: row.type ?? '',
            exactAsText: EXACT_AS_TEXT.has(row.scalar_oid ?? 0),
            isArray: row.is_array === true,
            pkPosition: row.pk_position,
          },
        ],
  );
}

/** One page of a `public` table, read as the project's owner role (row-level security does not filter it). */
export async function readTableRows(
  db: ProjectDatabase,
  table: string,
  query: TableRowsQuery,
): Promise<TableRowsResponse> {
  // Table names with a NUL cannot exist, and Postgres refuses them as text.
  if (table.includes('\0'))
    throw notFound(`There is no table called "${table}" in this project's database.`);
  const columns = await tableColumns(db, table);
  const order = query.order === undefined ? null : parseOrder(query.order, columns);
  if (query.order !== undefined && !order)
    throw badRequest(
      `Rows can be sorted only by one of the table's columns, as "column" or "column.asc" or "column.desc"; "${query.order}" is not one.`,
    );
  await ensureSqlParser();
  const from = qualifiedName(['public', table]);
  const select = columns.map((c, i) => `${valueSql(c)} as c${i}`).join(', ');
  let results;
  try {
    results = await db.runInTransaction(
      [
        {
          sql: `select ${select} from ${from} order by ${orderSql(columns, order)} limit $1 offset $2`,
          params: [query.limit, query.offset],
        },
        { sql: `select count(*)::float8 as total from ${from}` },
      ],
      { finish: 'rollback' },
    );
  } catch (error) {
    // 42883: the column's type has no ordering (json, point).
    if (error instanceof ProjectDbError && error.failure.postgres?.code === '42883' && order)
      throw badRequest(`Rows cannot be sorted by "${order.column}": its values have no order.`);
    throw error;
  }
  const [page, count] = results;
  return {
    columns: columns.map(({ name, type }) => ({ name, type })),
    // fromEntries makes own properties, so a column named __proto__ stays a plain value.
    rows: (page?.rows ?? []).map((row) =>
      Object.fromEntries(columns.map((c, i) => [c.name, row[`c${i}`] ?? null])),
    ),
    total: Number(count?.rows[0]?.total ?? 0),
  };
}

export function createTableDataService(deps: {
  projects: Pick<ProjectService, 'access'>;
  workspace: Pick<ProjectWorkspace, 'database'>;
}) {
  return {
    /** Any member may read; the project's database is embedded or the founder's own alike. */
    async rows(user: User, projectId: string, table: string, query: TableRowsQuery) {
      const { project } = await deps.projects.access(user, projectId, 'read');
      return readTableRows(await deps.workspace.database(project), table, query);
    },
  };
}
export type TableDataService = ReturnType<typeof createTableDataService>;
