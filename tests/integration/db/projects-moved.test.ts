// A DATA_DIR written by the previous release (commit 19c543b, tests/fixtures/previous-release.md)
// starts on today's server with nothing lost: the app's data and every project's database move
// onto the PostgreSQL server; a broken project database stops the start and changes nothing.
import { execFile } from 'node:child_process';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { promisify } from 'node:util';
import { createBrotliDecompress } from 'node:zlib';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '@server/app';
import { loadConfig } from '@server/config/config';
import { fromRoot } from '@server/lib/paths';
import { EmbeddedCluster } from '@server/services/embedded-postgres/cluster';
import { fingerprint } from '../../support/file-fingerprint';
import { txtRecords } from '../../support/txt-records';

const run = promisify(execFile);
const FIXTURE = fromRoot('tests', 'fixtures', 'previous-release-19c543b.tar.br');
const BAKERY = '5389e9bf-1b60-4243-b09d-033ac25051bf';
const EMPTY_SHOP = 'a4acb065-eda3-42f1-b65e-0d545d10a913';
const ADA = '11111111-1111-4111-8111-111111111111';

let dataDir: string | undefined;
afterEach(() => (dataDir ? rm(dataDir, { recursive: true, force: true }) : undefined));

async function unpackFixture(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'bridge-previous-'));
  // tar may stop reading at the archive's end marker, before its padding: a pipe into it can break.
  const archive = `${dir}.tar`;
  try {
    await pipeline(createReadStream(FIXTURE), createBrotliDecompress(), createWriteStream(archive));
    await run('tar', ['-x', '-f', archive, '-C', dir]);
  } finally {
    await rm(archive, { force: true });
  }
  return dir;
}

const start = (dir: string) =>
  buildApp(
    { ...loadConfig({ DATA_DIR: dir, LOG_LEVEL: 'silent', NODE_ENV: 'test' }), clientDir: null },
    { resolveTxt: txtRecords() },
  );

const projectDb = (dir: string, id: string) => join(dir, 'projects', id, 'db');

describe.skipIf(process.env.TEST_DATABASE_URL)("a previous release's data directory", () => {
  it('moves every account and project database onto the PostgreSQL server, with nothing lost', async () => {
    dataDir = await unpackFixture();
    const before = await fingerprint(projectDb(dataDir, BAKERY));
    const app = await start(dataDir);
    try {
      const signIn = await app.inject({
        method: 'POST',
        url: '/api/auth/signin',
        headers: { 'x-bridge-client': 'test' },
        payload: { email: 'founder@example.com', password: 'plum orchard tidings 42' },
      });
      expect(signIn.statusCode).toBe(200);
      const cookie = `bridge_session=${signIn.cookies.find((c) => c.name === 'bridge_session')!.value}`;
      const get = (url: string) =>
        app.inject({ method: 'GET', url, headers: { 'x-bridge-client': 'test', cookie } });

      const projects = (await get('/api/projects')).json().projects as { name: string }[];
      expect(projects.map((p) => p.name).sort()).toEqual(['Bakery', 'Empty shop']);
      const facts = (await get(`/api/projects/${BAKERY}/database/facts`)).json();
      expect(facts.tables).toContainEqual(expect.objectContaining({ name: 'customers', rows: 3 }));

      const { uri } = (await get(`/api/projects/${BAKERY}/database/connection`)).json();
      const client = new pg.Client({ connectionString: uri });
      await client.connect();
      try {
        const counts = await client.query(
          `select (select count(*)::int from auth.users) as users,
                  (select count(*)::int from public.profiles) as profiles,
                  (select count(*)::int from pg_policies where tablename = 'customers') as policies`,
        );
        expect(counts.rows).toEqual([{ users: 2, profiles: 1, policies: 4 }]);
        // Row-level security still holds: Ada sees her two customers, not Bo's.
        await client.query('begin');
        await client.query(
          "select set_config('role', 'authenticated', true), set_config('request.jwt.claim.sub', $1, true)",
          [ADA],
        );
        const seen = await client.query('select name from customers order by name');
        await client.query('rollback');
        expect(seen.rows).toEqual([{ name: 'Corner café' }, { name: 'Market stall' }]);
      } finally {
        await client.end();
      }
      expect((await get(`/api/projects/${EMPTY_SHOP}/database/facts`)).statusCode).toBe(200);
    } finally {
      await app.close();
    }
    // The old folders stay, renamed and untouched; the next start does not move anything again.
    await expect(stat(projectDb(dataDir, BAKERY))).rejects.toThrow();
    expect(await fingerprint(join(dataDir, 'projects', BAKERY, 'db.before-postgres'))).toEqual(
      before,
    );
    const again = await start(dataDir);
    await again.close();
    // It starts the server three times and copies every database: 20-35 s on two busy cores.
  }, 90_000);

  it('stops on a broken project database, naming it and the step, and changes none of its files', async () => {
    dataDir = await unpackFixture();
    await writeFile(
      join(projectDb(dataDir, BAKERY), 'global', 'pg_control'),
      Buffer.alloc(8192, 7),
    );
    const before = await fingerprint(projectDb(dataDir, BAKERY));

    await expect(start(dataDir)).rejects.toThrow(
      new RegExp(
        `Could not move project ${BAKERY}'s database .* while (opening the copy|reading it).*unchanged`,
      ),
    );
    expect(await fingerprint(projectDb(dataDir, BAKERY))).toEqual(before);
    await expect(stat(join(dataDir, 'projects', BAKERY, 'db.reading'))).rejects.toThrow();

    // No half-made database was left on the server.
    const cluster = await EmbeddedCluster.inDataDir(dataDir, { info: () => {}, warn: () => {} });
    try {
      const client = new pg.Client({ connectionString: cluster.url() });
      await client.connect();
      const found = await client.query(
        "select datname from pg_database where datname like '%5389e9bf1b604243b09d033ac25051bf%'",
      );
      await client.end();
      expect(found.rows).toEqual([]);
    } finally {
      await cluster.stop();
    }
  });
});
