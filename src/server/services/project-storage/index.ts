import type { ProjectKeyStore } from '../project-api/key-store';
import type { ProjectDatabases } from '../project-db';
import { ProjectStorageService } from './service';

export { ProjectStorageService, DEFAULT_FILE_SIZE_LIMIT } from './service';
export { StorageApiError } from './errors';
export { STORAGE_SCHEMA_SQL } from './schema-sql';

/** The `/storage/v1` service over the studio's project databases and keys. */
export function createProjectStorageService(deps: {
  databases: ProjectDatabases;
  keys: ProjectKeyStore;
  dataDir: string;
  quotaFor: (projectId: string) => Promise<number>;
  maxFileSize?: number;
  now?: () => Date;
}): ProjectStorageService {
  return new ProjectStorageService({
    openDatabase: (projectId) => deps.databases.open(projectId),
    keysFor: (projectId) => deps.keys.keysFor(projectId),
    quotaFor: deps.quotaFor,
    dataDir: deps.dataDir,
    ...(deps.maxFileSize ? { maxFileSize: deps.maxFileSize } : {}),
    ...(deps.now ? { now: deps.now } : {}),
  });
}
