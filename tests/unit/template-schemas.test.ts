import { describe, expect, it } from 'vitest';
import { templateSchemas } from '@content/template-schemas';
import { deriveReverseSql, guardSql } from '@server/services/project-db';

describe.each(Object.entries(templateSchemas))('the %s schema', (id, schema) => {
  it('passes the SQL guard and can be undone in full', async () => {
    const guard = await guardSql(schema.statements);
    expect(guard.ok, guard.ok ? '' : guard.message).toBe(true);
    if (!guard.ok) return;
    const reverse = deriveReverseSql(guard.statements);
    expect(reverse.available, reverse.reason).toBe(true);
  });

  it('keeps each end user’s rows to their owner, with row-level security on every table', () => {
    const sql = schema.statements.join('\n');
    const tables = [...sql.matchAll(/create table public\.(\w+)/g)].map((m) => m[1] ?? '');
    expect(tables.length, id).toBeGreaterThan(0);
    for (const table of tables) {
      expect(sql, table).toContain(`alter table public.${table} enable row level security;`);
      expect(sql, table).toMatch(new RegExp(`create policy "[^"]+" on public\\.${table} `));
    }
    for (const owned of sql.matchAll(/create table public\.(\w+) \([^;]*?\buser_id uuid/g)) {
      expect(sql, owned[1]).toContain(`create index ${owned[1]}_user_id_idx`);
    }
  });
});
