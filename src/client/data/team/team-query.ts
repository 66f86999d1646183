import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TeamResponse } from '@shared/contracts/team';
import { apiFetch } from '@client/lib/api-client';
import { teamKeys } from './keys';
import { projectPath } from './team-path';

export const getTeam = (projectId: string, signal?: AbortSignal) =>
  apiFetch<TeamResponse>(`${projectPath(projectId)}/team`, { signal });

export const teamQueryOptions = (projectId: string) =>
  queryOptions({
    queryKey: teamKeys.project(projectId),
    queryFn: ({ signal }) => getTeam(projectId, signal),
    // Status (online, away) changes as people come and go.
    refetchInterval: 30_000,
  });

/** The project's members, invitations and access requests. */
export const useTeamQuery = (projectId: string) => useQuery(teamQueryOptions(projectId));
