import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Activity } from '@shared/contracts/team';
import { apiFetch } from '@client/lib/api-client';
import { teamKeys } from './keys';
import { projectPath } from './team-path';

export const getActivity = (projectId: string, signal?: AbortSignal) =>
  apiFetch<{ activity: Activity[] }>(`${projectPath(projectId)}/activity`, { signal }).then(
    (body) => body.activity,
  );

export const activityQueryOptions = (projectId: string) =>
  queryOptions({
    queryKey: teamKeys.activity(projectId),
    queryFn: ({ signal }) => getActivity(projectId, signal),
    refetchInterval: 30_000,
  });

/** What the project's team did lately. */
export const useActivityQuery = (projectId: string) => useQuery(activityQueryOptions(projectId));
