import type { ProjectKeyStore } from '../project-api/key-store';
import type { ProjectDatabases } from '../project-db';
import { ObjectFiles } from './file-store';
import { S3ObjectFiles, type S3Settings } from './s3-object-files';
import { ProjectStorageService } from './service';

export { ProjectStorageService } from './service';
export { StorageApiError } from './errors';
/** The `/storage/v1` service over the studio's project databases and keys. */
export function createProjectStorageService(deps: {
  databases: ProjectDatabases;
  keys: ProjectKeyStore;
  dataDir: string;
  /** An S3-compatible bucket for the files; null keeps them on disk under `dataDir`. */
  s3: S3Settings | null;
  quotaFor: (projectId: string) => Promise<number>;
  maxFileSize?: number;
  now?: () => Date;
}): ProjectStorageService {
  return new ProjectStorageService({
    openDatabase: (projectId) => deps.databases.open(projectId),
    keysFor: (projectId) => deps.keys.keysFor(projectId),
    quotaFor: deps.quotaFor,
    files: deps.s3 ? new S3ObjectFiles(deps.s3, deps.dataDir) : new ObjectFiles(deps.dataDir),
    ...(deps.maxFileSize ? { maxFileSize: deps.maxFileSize } : {}),
    ...(deps.now ? { now: deps.now } : {}),
  });
}
