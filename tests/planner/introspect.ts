import type { PGlite } from '@electric-sql/pglite';
import type { OutcomeSnapshot } from './expect';

/** Each check constraint in public with the columns it covers (shared with tests/planner/eval.ts). */
export const CHECKED_COLUMNS = `select c.relname as table, array(select a.attname::text from unnest(k.conkey) as u(n) join pg_attribute a on a.attrelid = k.conrelid and a.attnum = u.n) as columns
  from pg_constraint k join pg_class c on c.oid = k.conrelid join pg_namespace n on n.oid = c.relnamespace
  where k.contype = 'c' and n.nspname = 'public'`;

/** Reads the public schema and the buckets of a real database into the snapshot's table part. */
export async function introspect(db: PGlite): Promise<Pick<OutcomeSnapshot, 'tables' | 'buckets'>> {
  const tables: OutcomeSnapshot['tables'] = {};
  const rels = await db.query<{ name: string; rls: boolean }>(
    `select c.relname as name, c.relrowsecurity as rls from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = 'public' and c.relkind = 'r'`,
  );
  for (const rel of rels.rows)
    tables[rel.name] = {
      columns: {},
      rls: rel.rls,
      policies: 0,
      foreignKeys: [],
      indexes: [],
      checks: [],
    };
  const columns = await db.query<{
    table: string;
    name: string;
    type: string;
    nullable: boolean;
    default: string | null;
  }>(
    `select c.relname as table, a.attname as name, format_type(a.atttypid, a.atttypmod) as type, not a.attnotnull as nullable,
            pg_get_expr(d.adbin, d.adrelid) as default
     from pg_attribute a join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
     left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
     where n.nspname = 'public' and c.relkind = 'r' and a.attnum > 0 and not a.attisdropped`,
  );
  for (const c of columns.rows) {
    const table = tables[c.table];
    if (table) table.columns[c.name] = { type: c.type, nullable: c.nullable, default: c.default };
  }
  const policies = await db.query<{ table: string; count: number }>(
    `select tablename as table, count(*)::int as count from pg_policies where schemaname = 'public' group by tablename`,
  );
  for (const p of policies.rows)
    if (tables[p.table]) (tables[p.table] as { policies: number }).policies = p.count;
  const keys = await db.query<{ table: string; columns: string[]; schema: string; target: string }>(
    `select c.relname as table, array(select a.attname::text from unnest(k.conkey) as u(n) join pg_attribute a on a.attrelid = k.conrelid and a.attnum = u.n) as columns,
            tn.nspname as schema, t.relname as target
     from pg_constraint k join pg_class c on c.oid = k.conrelid join pg_namespace n on n.oid = c.relnamespace
     join pg_class t on t.oid = k.confrelid join pg_namespace tn on tn.oid = t.relnamespace
     where k.contype = 'f' and n.nspname = 'public'`,
  );
  for (const k of keys.rows)
    tables[k.table]?.foreignKeys.push({
      columns: k.columns,
      references: { schema: k.schema, table: k.target },
    });
  const indexes = await db.query<{ table: string; columns: string[]; unique: boolean }>(
    `select c.relname as table, array(select a.attname from unnest(i.indkey) as u(n) join pg_attribute a on a.attrelid = i.indrelid and a.attnum = u.n) as columns,
            i.indisunique as unique
     from pg_index i join pg_class c on c.oid = i.indrelid join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = 'public' and not i.indisprimary`,
  );
  for (const i of indexes.rows)
    tables[i.table]?.indexes.push({ columns: i.columns, unique: i.unique });
  const checks = await db.query<{ table: string; columns: string[] }>(CHECKED_COLUMNS);
  for (const c of checks.rows) tables[c.table]?.checks?.push(...c.columns);
  const buckets = await db.query<{ id: string }>('select id from storage.buckets');
  return { tables, buckets: buckets.rows.map((b) => b.id) };
}
