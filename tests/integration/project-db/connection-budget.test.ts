// The connection budget on a real PostgreSQL server: a founder's own tools cannot take the
// studio's connections to their project, a project at its cap answers 503 saying so while other
// projects answer, and on PostgreSQL 16+ the studio's logins keep reserved slots when founders'
// tools fill the server (decision 043).
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ProjectDatabases } from '@server/services/project-db';
import { ProjectDbError } from '@server/services/project-db/errors';
import { ProjectsServer } from '@server/services/project-db/projects-server';
import { EmbeddedCluster } from '@server/services/embedded-postgres/cluster';
import { createTestPool, passwordsInMemory } from './support';

const held: pg.Client[] = [];
afterEach(async () => {
  await Promise.all(held.splice(0).map((client) => client.end().catch(() => undefined)));
});

/** Opens connections with `uri` until the server refuses one (at most `atMost`); answers the refusal. */
async function fillWith(uri: string, atMost: number): Promise<{ count: number; refusal: unknown }> {
  let count = 0;
  for (; count < atMost; count++) {
    const client = new pg.Client({ connectionString: uri });
    client.on('error', () => undefined);
    try {
      await client.connect();
    } catch (refusal) {
      return { count, refusal };
    }
    held.push(client);
  }
  return { count, refusal: null };
}

const studioUriOf = (server: ProjectsServer, projectId: string) => server.studioUri(projectId);

describe('per-project connection caps', () => {
  let pool: ProjectDatabases;
  let server: ProjectsServer;
  let dispose: () => Promise<void>;

  beforeAll(async () => {
    ({ pool, server, dispose } = await createTestPool());
  });
  afterAll(async () => dispose());

  it("stops the founder's tools at their own cap, leaving the studio's connections free", async () => {
    const id = randomUUID();
    await pool.create(id);
    const { count, refusal } = await fillWith(await server.founderUri(id), 16);
    expect(count).toBe(4);
    expect((refusal as { code?: string }).code).toBe('53300');
    expect(String(refusal)).toMatch(/too many connections for role/);
    const db = await pool.open(id);
    expect((await db.query('select 1 as one')).rows).toEqual([{ one: 1 }]);
  });

  it('answers 503 saying the project is at its cap, and another project is unaffected', async () => {
    const full = randomUUID();
    const other = randomUUID();
    await pool.create(full);
    await pool.create(other);
    // Everything the studio's login for this project may hold, taken.
    const { count } = await fillWith(await studioUriOf(server, full), 16);
    expect(count).toBe(8);
    const refused = await (
      await pool.open(full)
    )
      .query('select 1')
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ProjectDbError);
    expect(refused).toMatchObject({ code: 'connection_limit', statusCode: 503 });
    expect((refused as Error).message).toMatch(/using every connection it is allowed/);
    expect((await (await pool.open(other)).query('select 1 as one')).rows).toEqual([{ one: 1 }]);
  });
});

describe('slots reserved for the studio (PostgreSQL 16+)', () => {
  let root: string;
  let cluster: EmbeddedCluster;
  let server: ProjectsServer;
  let pool: ProjectDatabases;

  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'bridge-budget-'));
    const quiet = { info: () => undefined, warn: () => undefined };
    // A small server: 16 slots, 2 for superusers, 6 kept for the studio's logins.
    cluster = await EmbeddedCluster.start({
      dir: join(root, 'postgres'),
      passwordFile: join(root, 'postgres-password'),
      portFile: join(root, 'postgres-port'),
      log: quiet,
      settings: {
        max_connections: '16',
        superuser_reserved_connections: '2',
        reserved_connections: '6',
      },
    });
    server = new ProjectsServer({
      adminUrl: cluster.url(),
      ownsServer: true,
      passwords: passwordsInMemory(),
    });
    pool = new ProjectDatabases({ server });
    await pool.ensureTemplate();
  }, 120_000);
  afterAll(async () => {
    await pool?.closeAll();
    await cluster?.stop();
    await rm(root, { recursive: true, force: true });
  });

  it("keeps a new project's API connections when founders' tools fill the rest", async () => {
    const founders = [randomUUID(), randomUUID(), randomUUID()];
    const newcomer = randomUUID();
    for (const id of [...founders, newcomer]) await pool.create(id);
    const budget = await server.connectionSettings();
    expect(budget).toMatchObject({ reserved: 6, studioUsesReserved: true });

    let refusal: unknown = null;
    for (const id of founders) {
      const filled = await fillWith(await server.founderUri(id), 4);
      refusal ??= filled.refusal;
    }
    // The founders stopped short of their 12, at the reserved slots.
    expect(String(refusal)).toMatch(
      /reserved for roles with privileges of the "pg_use_reserved_connections"/,
    );
    const db = await pool.open(newcomer);
    expect((await db.query('select 1 as one')).rows).toEqual([{ one: 1 }]);
  });
});
