import { notFound } from '../../lib/errors';
import type { ProjectDatabase } from './project-database';

interface CatalogRow {
  name: string | null;
  type: string | null;
  /** The type under domains and arrays: 20 bigint, 1700 numeric, 790 money. */
  scalar_oid: number | null;
  is_array: boolean | null;
  /** Where the column sits in the primary key, or null. */
  pk_position: number | null;
  not_null: boolean | null;
  default_sql: string | null;
  /** 's' for a generated column, 'a' for an identity column that refuses given values. */
  generated: string | null;
  identity: string | null;
  /** A one-column foreign key to `auth.users`. */
  refs_app_user: boolean | null;
}

/** One row per column of the named table in `public` (one row of nulls for a table with none). */
const CATALOG_SQL = /* sql */ `
  select a.attname::text as name, format_type(a.atttypid, a.atttypmod) as type,
         coalesce(e.oid, b.oid)::int as scalar_oid, e.oid is not null as is_array,
         (select array_position(i.indkey::int2[], a.attnum) from pg_index i
          where i.indrelid = c.oid and i.indisprimary) as pk_position,
         a.attnotnull as not_null, pg_get_expr(d.adbin, d.adrelid) as default_sql,
         a.attgenerated::text as generated, a.attidentity::text as identity,
         exists (select 1 from pg_constraint f where f.conrelid = c.oid and f.contype = 'f'
                 and f.conkey = array[a.attnum] and f.confrelid = to_regclass('auth.users')) as refs_app_user
  from pg_class c
  join pg_namespace n on n.oid = c.relnamespace
  left join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
  left join pg_attrdef d on d.adrelid = c.oid and d.adnum = a.attnum
  left join pg_type t on t.oid = a.atttypid
  left join pg_type b on b.oid = case when t.typtype = 'd' then t.typbasetype else t.oid end
  left join pg_type e on e.oid = b.typelem and b.typcategory = 'A'
  where n.nspname = 'public' and c.relname = $1 and c.relkind in ('r', 'p')
  order by a.attnum`;

/** Types JSON numbers would round: sent as their exact text. */
const EXACT_AS_TEXT = new Set([20, 1700, 790]);

export interface CatalogColumn {
  name: string;
  type: string;
  exactAsText: boolean;
  isArray: boolean;
  pkPosition: number | null;
  nullable: boolean;
  default: string | null;
  /** Generated columns can never be written; identity ALWAYS only with OVERRIDING SYSTEM VALUE. */
  generated: boolean;
  identityAlways: boolean;
  /** Holds an app user: a uuid referencing `auth.users` or defaulting to `auth.uid()`. */
  owner: boolean;
}

export const missingTable = (table: string) =>
  notFound(`There is no table called "${table}" in this project's database.`);

/** The columns of a table in `public`, in their order; 404 when there is no such table. */
export async function publicTableColumns(
  db: ProjectDatabase,
  table: string,
): Promise<CatalogColumn[]> {
  // Table names with a NUL cannot exist, and Postgres refuses them as text.
  if (table.includes('\0')) throw missingTable(table);
  const { rows } = await db.query<CatalogRow>(CATALOG_SQL, [table]);
  if (rows.length === 0) throw missingTable(table);
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
            nullable: row.not_null !== true,
            default: row.default_sql,
            generated: (row.generated ?? '') !== '',
            identityAlways: row.identity === 'a',
            owner:
              row.type === 'uuid' &&
              (row.refs_app_user === true || /\bauth\.uid\(\)/.test(row.default_sql ?? '')),
          },
        ],
  );
}

/** The primary-key columns in key order; empty when the table has none. */
export const primaryKeyOf = (columns: readonly CatalogColumn[]) =>
  columns
    .filter((c) => c.pkPosition !== null)
    .sort((a, b) => (a.pkPosition ?? 0) - (b.pkPosition ?? 0));
