import { projectKeys } from '../projects/keys';

/** Under the project's key, so a project's refresh reaches its files too. */
export const storageKeys = {
  all: (projectId: string) => [...projectKeys.detail(projectId), 'storage'] as const,
  buckets: (projectId: string) => [...storageKeys.all(projectId), 'buckets'] as const,
  objects: (projectId: string, bucket: string, prefix: string) =>
    [...storageKeys.all(projectId), 'objects', bucket, prefix] as const,
};
