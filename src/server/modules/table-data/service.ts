import type { User } from '@shared/contracts/auth';
import type {
  RowChangeBody,
  TableRowsQuery,
  TableRowsResponse,
} from '@shared/contracts/table-data';
import { badRequest } from '../../lib/errors';
import { ProjectDbError, type ProjectDatabase } from '../../services/project-db';
import { qualifiedName, quoteIdent } from '../../services/project-db/sql-ident';
import { ensureSqlParser } from '../../services/project-db/sql-parser';
import {
  primaryKeyOf,
  publicTableColumns,
  type CatalogColumn,
} from '../../services/project-db/table-catalog';
import type { OperationService } from '../operations/service';
import type { ProjectService } from '../projects/service';
import { rowChangeDraft } from './row-change-plan';
import type { ProjectWorkspace } from '../projects/workspace';

/** The select expression that makes a column's value survive JSON (ISO times, `\x` hex bytea). */
function valueSql(column: CatalogColumn): string {
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
function orderSql(columns: CatalogColumn[], order: ReturnType<typeof parseOrder>): string {
  const key = primaryKeyOf(columns).map((c) => quoteIdent(c.name));
  const tail = key.length > 0 ? key : ['ctid'];
  const head = order ? [`${quoteIdent(order.column)} ${order.direction}`] : [];
  return [...head, ...tail.filter((k) => !order || k !== quoteIdent(order.column))].join(', ');
}

/** One page of a `public` table, read as the project's owner role (row-level security does not filter it). */
export async function readTableRows(
  db: ProjectDatabase,
  table: string,
  query: TableRowsQuery,
): Promise<TableRowsResponse> {
  const columns = await publicTableColumns(db, table);
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
  // fromEntries makes own properties, so a column named __proto__ stays a plain value.
  const rows = (page?.rows ?? []).map((row) =>
    Object.fromEntries(columns.map((c, i) => [c.name, row[`c${i}`] ?? null])),
  );
  const owned = columns.filter((c) => c.owner);
  return {
    columns: columns.map((c) => ({
      name: c.name,
      type: c.type,
      nullable: c.nullable,
      default: c.default,
      primaryKey: c.pkPosition !== null,
      readOnly: c.generated || c.identityAlways,
      ...(c.owner && { owner: true }),
    })),
    rows,
    total: Number(count?.rows[0]?.total ?? 0),
    ...(owned.length > 0 && {
      owners: await ownersOf(
        db,
        rows.flatMap((row) => owned.map((c) => row[c.name])),
      ),
    }),
  };
}

/** How many app users the form offers as owners; the rest are found by the rows that name them. */
const OWNER_CHOICES = 100;

/** The app users the page's owner columns name, and the first ones by e-mail to pick from. */
async function ownersOf(db: ProjectDatabase, values: unknown[]) {
  const ids = values.filter((v): v is string => typeof v === 'string');
  const { rows } = await db.query<{ id: string; email: string | null }>(
    `select id::text as id, email from auth.users
      where id = any($1::uuid[]) or id in (select id from auth.users order by email nulls last limit $2)
      order by email nulls last`,
    [ids, OWNER_CHOICES],
  );
  return rows;
}

export function createTableDataService(deps: {
  projects: Pick<ProjectService, 'access'>;
  workspace: Pick<ProjectWorkspace, 'database'>;
  operations: Pick<OperationService, 'prepare'>;
}) {
  return {
    /** Any member may read; the project's database is embedded or the founder's own alike. */
    async rows(user: User, projectId: string, table: string, query: TableRowsQuery) {
      const { project } = await deps.projects.access(user, projectId, 'read');
      return readTableRows(await deps.workspace.database(project), table, query);
    },

    /** Plans a row change as an operation (editors and up); running it goes through execute. */
    async planRowChange(user: User, projectId: string, table: string, body: RowChangeBody) {
      await ensureSqlParser();
      return deps.operations.prepare(user, projectId, rowChangeDraft(table, body));
    },
  };
}
export type TableDataService = ReturnType<typeof createTableDataService>;
