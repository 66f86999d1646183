import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import type { ProjectsServerForTests } from '../setup/projects-server';

let standalone: ProjectsServerForTests | null = null;

/** Scripts run outside vitest (tests/planner/eval.ts) start the server themselves and set it here. */
export function useProjectsServer(server: ProjectsServerForTests): void {
  standalone = server;
}

/** The run's projects server: the one vitest's global setup provides, or a script's own. */
export const projectsServer = (): ProjectsServerForTests => standalone ?? inject('projectsServer');

/**
 * A fresh, empty Postgres database for one test's app data, on the run's server (the machine's
 * with TEST_DATABASE_URL, else the run's embedded cluster); `drop` removes it, and the run's
 * teardown drops any a failed test left.
 */
export async function createTestPostgresDatabase(): Promise<{
  url: string;
  drop: () => Promise<void>;
}> {
  const { adminUrl, namePrefix } = projectsServer();
  const name = `${namePrefix}app_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}
