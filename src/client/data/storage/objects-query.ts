import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StorageObjectsResponse } from '@shared/contracts/storage-browser';
import { apiFetch } from '@client/lib/api-client';
import { storageKeys } from './keys';

export const fetchObjects = async (
  projectId: string,
  bucket: string,
  prefix: string,
  signal?: AbortSignal,
) =>
  apiFetch<StorageObjectsResponse>(
    `/api/projects/${projectId}/storage/buckets/${encodeURIComponent(bucket)}/objects?${new URLSearchParams({ prefix })}`,
    signal ? { signal } : {},
  );

export const objectsQueryOptions = (projectId: string, bucket: string, prefix: string) =>
  queryOptions({
    queryKey: storageKeys.objects(projectId, bucket, prefix),
    queryFn: ({ signal }) => fetchObjects(projectId, bucket, prefix, signal),
  });

export const useObjectsQuery = (projectId: string, bucket: string, prefix: string) =>
  useQuery(objectsQueryOptions(projectId, bucket, prefix));
