// One PostgreSQL server for every integration test's project databases: the machine's with
// TEST_DATABASE_URL, else one embedded cluster for the run. Each run names its databases and
// roles with its own prefix and drops them at the end.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { buildTemplateVendor } from '../../scripts/build-template-vendor.mjs';
import { EmbeddedCluster } from '../../src/server/services/embedded-postgres/cluster';

export interface ProjectsServerForTests {
  adminUrl: string;
  namePrefix: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    projectsServer: ProjectsServerForTests;
  }
}

const quiet = { info: () => undefined, warn: () => undefined };

/** Drops every database and role the run made (their names start with its prefix). */
async function dropRunObjects(adminUrl: string, prefix: string) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    const like = `${prefix.replaceAll('_', '\\_')}%`;
    const databases = await admin.query<{ datname: string }>(
      'select datname from pg_database where datname like $1',
      [like],
    );
    for (const { datname } of databases.rows)
      await admin.query(`drop database if exists ${pg.escapeIdentifier(datname)} with (force)`);
    const roles = await admin.query<{ rolname: string }>(
      'select rolname from pg_roles where rolname like $1',
      [like],
    );
    for (const { rolname } of roles.rows)
      await admin.query(`drop role if exists ${pg.escapeIdentifier(rolname)}`);
  } finally {
    await admin.end();
  }
}

export default async function setup(project: TestProject) {
  // Template projects ship the supabase-js bundle that `npm run build` makes; these runs skip the build.
  await buildTemplateVendor();
  const namePrefix = `t${randomBytes(3).toString('hex')}_`;
  let cluster: EmbeddedCluster | null = null;
  let root: string | null = null;
  let adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    root = await mkdtemp(join(tmpdir(), 'bridge-test-cluster-'));
    cluster = await EmbeddedCluster.inDataDir(root, quiet);
    adminUrl = cluster.url();
  }
  project.provide('projectsServer', { adminUrl, namePrefix });
  return async () => {
    await dropRunObjects(adminUrl, namePrefix).catch(() => undefined);
    await cluster?.stop();
    if (root) await rm(root, { recursive: true, force: true });
  };
}
