// The embedded PostgreSQL server from npm: made on first start, private to this machine, stopped
// with the app, and started cleanly after the app or the server itself was killed. A clean start
// and stop log nothing at warn level; PostgreSQL's real errors do.
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { EmbeddedCluster } from '@server/services/embedded-postgres/cluster';

let root: string;
const warnings: string[] = [];
const log = { info: () => undefined, warn: (message: string) => void warnings.push(message) };
const options = () => ({
  dir: join(root, 'postgres'),
  passwordFile: join(root, 'postgres-password'),
  portFile: join(root, 'postgres-port'),
  log,
});

async function query(cluster: EmbeddedCluster, sql: string) {
  const client = new pg.Client(cluster.url());
  await client.connect();
  try {
    return (await client.query(sql)).rows;
  } finally {
    await client.end();
  }
}

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'bridge-cluster-'));
});
afterAll(() => rm(root, { recursive: true, force: true }));
beforeEach(() => {
  warnings.length = 0;
});

describe('the embedded cluster', () => {
  it('is made on first start, listens on 127.0.0.1 only, and keeps its password private', async () => {
    const cluster = await EmbeddedCluster.start(options());
    try {
      // Made and started without a warning: nothing connects before PostgreSQL says it is ready.
      expect(warnings).toEqual([]);
      const [settings] = await query(
        cluster,
        "select current_setting('listen_addresses') as listen, current_setting('shared_buffers') as buffers, current_setting('server_version_num')::int as version",
      );
      expect(settings).toEqual({
        listen: '127.0.0.1',
        buffers: '32MB',
        version: expect.any(Number),
      });
      expect(settings.version).toBeGreaterThanOrEqual(150000);
      expect((await stat(options().passwordFile)).mode & 0o777).toBe(0o600);
      expect((await stat(options().dir)).mode & 0o777).toBe(0o700);
      // The password is required: a wrong one is refused.
      const wrong = new pg.Client(cluster.url().replace(/:[^:@]+@/, ':wrong@'));
      await expect(wrong.connect()).rejects.toThrow(/password authentication failed/);
      // PostgreSQL's own errors stay loud.
      await vi.waitFor(() =>
        expect(warnings).toEqual([expect.stringMatching(/FATAL: +password authentication failed/)]),
      );
      await query(cluster, 'create table kept (id int primary key, note text)');
      await query(cluster, "insert into kept values (1, 'before a clean stop')");
    } finally {
      await cluster.stop();
    }
    // Stopped once the app's connections had closed: none was ended under it (a FATAL each).
    expect(warnings).toHaveLength(1);
  });

  it('keeps its data and password across a clean stop and a second start', async () => {
    const cluster = await EmbeddedCluster.start(options());
    try {
      expect(warnings).toEqual([]);
      expect(await query(cluster, 'select note from kept order by id')).toEqual([
        { note: 'before a clean stop' },
      ]);
      await query(cluster, "insert into kept values (2, 'before the server was killed')");
      // SIGKILL of the PostgreSQL server itself: the next start recovers from the write-ahead log.
      process.kill(cluster.pid!, 'SIGKILL');
    } finally {
      await cluster.stop();
    }
    const recovered = await EmbeddedCluster.start(options());
    try {
      expect((await query(recovered, 'select id from kept order by id')).map((r) => r.id)).toEqual([
        1, 2,
      ]);
    } finally {
      await recovered.stop();
    }
  });

  it('takes over from a server the killed app left running', async () => {
    const left = await EmbeddedCluster.start(options());
    await query(left, "insert into kept values (3, 'the app was killed, the server kept going')");
    // The app is gone without stopping it; the next app start must own the cluster.
    const next = await EmbeddedCluster.start(options());
    try {
      expect((await query(next, 'select count(*)::int as n from kept'))[0]).toEqual({ n: 3 });
      // The old server process is gone, and the new one listens where the old one did.
      expect(() => process.kill(left.pid!, 0)).toThrow();
      expect(next.port).toBe(left.port);
    } finally {
      await next.stop();
      await left.stop();
    }
  });
});
