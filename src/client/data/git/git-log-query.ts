import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LogResponse } from '@shared/contracts/project-state';
import { apiFetch } from '@client/lib/api-client';
import { gitKeys } from './keys';

export const getGitLog = (projectId: string, branch: string, signal?: AbortSignal) =>
  apiFetch<LogResponse>(
    `/api/projects/${projectId}/git/log?branch=${encodeURIComponent(branch)}&limit=5`,
    { signal },
  );

export const gitLogQueryOptions = (projectId: string, branch: string) =>
  queryOptions({
    queryKey: gitKeys.log(projectId, branch),
    queryFn: ({ signal }) => getGitLog(projectId, branch, signal),
  });

/** The branch's latest five commits; `enabled: false` waits (for the branch list, say). */
export const useGitLogQuery = (projectId: string, branch: string, { enabled = true } = {}) =>
  useQuery({ ...gitLogQueryOptions(projectId, branch), enabled });
