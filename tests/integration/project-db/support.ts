import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { ProjectDatabases, type ProjectDatabasesOptions } from '@server/services/project-db';
import { ProjectsServer } from '@server/services/project-db/projects-server';
import type { RolePasswords, RolePasswordStore } from '@server/services/project-db/project-roles';

export const USER_A = '11111111-1111-4111-8111-111111111111';
export const USER_B = '22222222-2222-4222-8222-222222222222';

/**
 * A pool on the run's projects server with names of its own (so test files never share a
 * database); `dispose` closes it. The run's teardown drops what it made.
 */
export async function createTestPool(
  options: Omit<Partial<ProjectDatabasesOptions>, 'server'> = {},
) {
  const { adminUrl, namePrefix } = inject('projectsServer');
  const server = new ProjectsServer({
    adminUrl,
    namePrefix: `${namePrefix}${randomBytes(3).toString('hex')}_`,
    ownsServer: false,
    passwords: passwordsInMemory(),
  });
  const pool = new ProjectDatabases({ server, ...options });
  await pool.ensureTemplate();
  return { pool, server, dispose: () => pool.closeAll() };
}

/** Project logins' passwords kept as the app's data keeps them, here in memory. */
export function passwordsInMemory(): RolePasswordStore & { kept: Map<string, RolePasswords> } {
  const kept = new Map<string, RolePasswords>();
  return {
    kept,
    read: async (projectId) => kept.get(projectId) ?? null,
    write: async (projectId, passwords) => void kept.set(projectId, passwords),
  };
}

/** Whether the projects server holds a database of this name (asked as its admin). */
export async function databaseOnServer(name: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: inject('projectsServer').adminUrl });
  await client.connect();
  try {
    return Boolean(
      (await client.query('select 1 from pg_database where datname = $1', [name])).rowCount,
    );
  } finally {
    await client.end();
  }
}

/** The three tables of the "apply a 3-table schema" figure, with RLS and owner policies. */
export const THREE_TABLE_SCHEMA = `
create table customers (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  name varchar(80) not null,
  email text,
  tags text[] not null default '{}',
  signed_up_at timestamptz not null default now()
);
create table orders (
  id bigint generated always as identity primary key,
  customer_id uuid not null references customers (id) on delete cascade,
  total numeric(10, 2) not null check (total >= 0),
  placed_at timestamptz not null default now()
);
create table order_items (
  order_id bigint not null references orders (id) on delete cascade,
  line int not null,
  product text not null,
  quantity int not null default 1,
  primary key (order_id, line)
);
create index orders_customer_idx on orders (customer_id);
alter table customers enable row level security;
create policy "Owners manage their customers" on customers for all to authenticated
  using (auth.uid() = user_id) with check (auth.uid() = user_id);
`;
