import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StorageBucketsResponse } from '@shared/contracts/storage-browser';
import { apiFetch } from '@client/lib/api-client';
import { storageKeys } from './keys';

export const fetchBuckets = async (projectId: string, signal?: AbortSignal) =>
  (
    await apiFetch<StorageBucketsResponse>(
      `/api/projects/${projectId}/storage/buckets`,
      signal ? { signal } : {},
    )
  ).buckets;

export const bucketsQueryOptions = (projectId: string) =>
  queryOptions({
    queryKey: storageKeys.buckets(projectId),
    queryFn: ({ signal }) => fetchBuckets(projectId, signal),
  });

export const useBucketsQuery = (projectId: string) => useQuery(bucketsQueryOptions(projectId));
