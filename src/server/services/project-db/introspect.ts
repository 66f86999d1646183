import { createHash } from 'node:crypto';
import type { SqlStep, StepResult } from './sql-engine';

export interface ColumnInfo {
  name: string;
  /** The type as Postgres names it (`format_type`): `uuid`, `character varying(80)`, `text[]`. */
  type: string;
  nullable: boolean;
  default: string | null;
}

export interface PolicyInfo {
  name: string;
  command: 'SELECT' | 'INSERT' | 'UPDATE' | 'DELETE' | 'ALL';
  roles: string[];
  using: string | null;
  withCheck: string | null;
}

export interface IndexInfo {
  name: string;
  columns: string[];
  unique: boolean;
}

export interface ForeignKeyInfo {
  columns: string[];
  references: { schema: string; table: string; columns: string[] };
}

export interface TableInfo {
  schema: string;
  name: string;
  rls: boolean;
  columns: ColumnInfo[];
  policies: PolicyInfo[];
  indexes: IndexInfo[];
  foreignKeys: ForeignKeyInfo[];
}

/** The answer of `GET /api/projects/:id/database/schema`. */
export interface DatabaseSchema {
  tables: TableInfo[];
}

export interface IntrospectOptions {
  /** Also describe storage.buckets, which bucket plans change. */
  includeStorage?: boolean;
}

export interface TableUsage {
  schema: string;
  name: string;
  /** Exact for small tables, the planner's estimate for large ones. */
  rows: number;
  bytes: number;
}

export interface DatabaseUsage {
  databaseBytes: number;
  tables: TableUsage[];
}

const TABLES = /* sql */ `
  with t as (
    select c.oid, n.nspname::text as schema, c.relname::text as name, c.relrowsecurity as rls
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where c.relkind in ('r', 'p')
      and (n.nspname = 'public' or ($1::boolean and n.nspname = 'storage' and c.relname = 'buckets'))
  )`;

/** Five read-only queries describing the project's tables; the same SQL runs on PGlite and Postgres. */
export const introspectionSteps = (includeStorage: boolean): SqlStep[] =>
  [
    `${TABLES} select schema, name, rls from t order by schema, name`,
    `${TABLES}
     select t.schema, t.name as "table", a.attname::text as name,
            format_type(a.atttypid, a.atttypmod) as type, not a.attnotnull as nullable,
            pg_get_expr(d.adbin, d.adrelid) as "default"
     from t
     join pg_attribute a on a.attrelid = t.oid and a.attnum > 0 and not a.attisdropped
     left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
     order by t.schema, t.name, a.attnum`,
    `${TABLES}
     select t.schema, t.name as "table", p.polname::text as name,
            case p.polcmd when 'r' then 'SELECT' when 'a' then 'INSERT' when 'w' then 'UPDATE'
                          when 'd' then 'DELETE' else 'ALL' end as command,
            case when p.polroles = '{0}' then array['public']
                 else array(select r.rolname::text from pg_roles r where r.oid = any (p.polroles) order by r.rolname) end as roles,
            pg_get_expr(p.polqual, p.polrelid) as "using",
            pg_get_expr(p.polwithcheck, p.polrelid) as "withCheck"
     from t join pg_policy p on p.polrelid = t.oid
     order by t.schema, t.name, p.polname`,
    `${TABLES}
     select t.schema, t.name as "table", ic.relname::text as name, i.indisunique as "unique",
            array(select pg_get_indexdef(i.indexrelid, k, true) from generate_series(1, i.indnkeyatts) k order by k) as columns
     from t join pg_index i on i.indrelid = t.oid join pg_class ic on ic.oid = i.indexrelid
     order by t.schema, t.name, ic.relname`,
    `${TABLES}
     select t.schema, t.name as "table",
            array(select a.attname::text from unnest(con.conkey) with ordinality k(attnum, ord)
                  join pg_attribute a on a.attrelid = con.conrelid and a.attnum = k.attnum order by k.ord) as columns,
            rn.nspname::text as ref_schema, rc.relname::text as ref_table,
            array(select a.attname::text from unnest(con.confkey) with ordinality k(attnum, ord)
                  join pg_attribute a on a.attrelid = con.confrelid and a.attnum = k.attnum order by k.ord) as ref_columns
     from t
     join pg_constraint con on con.conrelid = t.oid and con.contype = 'f'
     join pg_class rc on rc.oid = con.confrelid
     join pg_namespace rn on rn.oid = rc.relnamespace
     order by t.schema, t.name, con.conname`,
  ].map((sql) => ({ sql, params: [includeStorage] }));

type Row = Record<string, unknown>;
const str = (v: unknown) => String(v);
const strOrNull = (v: unknown) => (v === null || v === undefined ? null : String(v));
const strings = (v: unknown) => (Array.isArray(v) ? v.map(String) : []);
const key = (row: Row) => `${str(row.schema)}.${str(row.table ?? row.name)}`;

/** Builds the schema description from the five introspection queries, in their order. */
export function schemaFromResults(results: StepResult[]): DatabaseSchema {
  const [tables, columns, policies, indexes, foreignKeys] = results.map((r) => r.rows);
  const byKey = new Map<string, TableInfo>();
  for (const row of tables ?? []) {
    byKey.set(key(row), {
      schema: str(row.schema),
      name: str(row.name),
      rls: row.rls === true,
      columns: [],
      policies: [],
      indexes: [],
      foreignKeys: [],
    });
  }
  for (const row of columns ?? []) {
    byKey.get(key(row))?.columns.push({
      name: str(row.name),
      type: str(row.type),
      nullable: row.nullable === true,
      default: strOrNull(row.default),
    });
  }
  for (const row of policies ?? []) {
    byKey.get(key(row))?.policies.push({
      name: str(row.name),
      command: str(row.command) as PolicyInfo['command'],
      roles: strings(row.roles),
      using: strOrNull(row.using),
      withCheck: strOrNull(row.withCheck),
    });
  }
  for (const row of indexes ?? []) {
    byKey.get(key(row))?.indexes.push({
      name: str(row.name),
      columns: strings(row.columns),
      unique: row.unique === true,
    });
  }
  for (const row of foreignKeys ?? []) {
    byKey.get(key(row))?.foreignKeys.push({
      columns: strings(row.columns),
      references: {
        schema: str(row.ref_schema),
        table: str(row.ref_table),
        columns: strings(row.ref_columns),
      },
    });
  }
  return { tables: [...byKey.values()] };
}

/** Row counts (exact below ~8 MB a table, where counting is cheap) and sizes, for a plan's usage impact. */
export const usageSteps: SqlStep[] = [
  {
    sql: /* sql */ `
      select n.nspname::text as schema, c.relname::text as name,
             pg_total_relation_size(c.oid)::float8 as bytes,
             case when c.reltuples >= 0 and c.relpages > 1000 then c.reltuples::float8
                  else (xpath('/row/c/text()', query_to_xml(format('select count(*) as c from %I.%I', n.nspname, c.relname), false, true, '')))[1]::text::float8
             end as rows
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where c.relkind in ('r', 'p')
        and (n.nspname = 'public' or (n.nspname = 'storage' and c.relname in ('buckets', 'objects')))
      order by n.nspname, c.relname`,
  },
  { sql: 'select pg_database_size(current_database())::float8 as bytes' },
];

export function usageFromResults(results: StepResult[]): DatabaseUsage {
  const [tables, size] = results.map((r) => r.rows);
  return {
    databaseBytes: Number(size?.[0]?.bytes ?? 0),
    tables: (tables ?? []).map((row) => ({
      schema: str(row.schema),
      name: str(row.name),
      rows: Number(row.rows),
      bytes: Number(row.bytes),
    })),
  };
}

/** A stable hash of the schema, to tell at execution whether the target changed since planning. */
export function schemaFingerprint(schema: DatabaseSchema): string {
  return createHash('sha256').update(JSON.stringify(schema)).digest('hex');
}
