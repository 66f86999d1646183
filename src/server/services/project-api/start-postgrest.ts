import type { ProjectDatabase } from '../project-db/project-database';
import type { ProjectsServer } from '../project-db/projects-server';
import { upgradeOncePerProject } from '../project-db/upgrade-once';
import type { Timers } from '../project-db/timers';
import { findPostgrest, PostgrestUnavailable } from './postgrest-binary';
import { PostgrestProcesses } from './postgrest-processes';
import type { ProjectKeyStore } from './key-store';
import { REQUEST_TAG_SQL } from './request-tag';

const OWN_SERVER =
  "This project's database is on your own server, so its API is not served here. Run PostgREST next to that server instead.";

/** Checks the PostgREST binary once at start-up and serves each project's database on the projects server. */
export function startPostgrestProcesses(options: {
  configuredBin: string | undefined;
  findProject: (
    projectId: string,
  ) => Promise<{ databaseUrlSealed: string | null } | null | undefined>;
  server: ProjectsServer;
  openDatabase: (projectId: string) => Promise<ProjectDatabase>;
  keys: ProjectKeyStore;
  timers: Timers;
  log: { info: (message: string) => void; warn: (message: string) => void };
}): PostgrestProcesses {
  const found = findPostgrest(options.configuredBin);
  found.then(
    ({ path, version }) => options.log.info(`project APIs run PostgREST ${version} from ${path}`),
    (error: Error) => options.log.warn(`project APIs cannot run: ${error.message}`),
  );
  // Databases made by an earlier release lack the pre-request function, without which PostgREST answers nothing.
  const addRequestTag = upgradeOncePerProject(REQUEST_TAG_SQL);
  return new PostgrestProcesses({
    binary: found.then(({ path }) => path),
    databaseUri: async (projectId) => {
      const project = await options.findProject(projectId);
      if (!project) throw new PostgrestUnavailable('There is no such project.');
      if (project.databaseUrlSealed !== null) throw new PostgrestUnavailable(OWN_SERVER);
      await addRequestTag(projectId, await options.openDatabase(projectId));
      return options.server.studioUri(projectId);
    },
    jwtSecret: async (projectId) => {
      const keys = await options.keys.keysFor(projectId);
      if (!keys) throw new PostgrestUnavailable('There is no such project.');
      return keys.jwtSecret;
    },
    timers: options.timers,
    log: options.log,
  });
}
