/** Under the project's key (['projects', id]), so a project's refresh reaches its files too. */
export const storageKeys = {
  all: (projectId: string) => ['projects', projectId, 'storage'] as const,
  buckets: (projectId: string) => [...storageKeys.all(projectId), 'buckets'] as const,
  objects: (projectId: string, bucket: string, prefix: string) =>
    [...storageKeys.all(projectId), 'objects', bucket, prefix] as const,
};
