import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ProjectUsersQuery, ProjectUsersResponse } from '@shared/contracts/project-users';
import { apiFetch } from '@client/lib/api-client';
import { projectUsersKeys } from './keys';

export const fetchProjectUsers = async (
  projectId: string,
  page: ProjectUsersQuery,
  signal?: AbortSignal,
) => {
  const query = new URLSearchParams({ limit: String(page.limit), offset: String(page.offset) });
  return apiFetch<ProjectUsersResponse>(
    `/api/projects/${projectId}/auth/users?${query}`,
    signal ? { signal } : {},
  );
};

export const projectUsersQueryOptions = (projectId: string, page: ProjectUsersQuery) =>
  queryOptions({
    queryKey: projectUsersKeys.page(projectId, page),
    queryFn: ({ signal }) => fetchProjectUsers(projectId, page, signal),
    placeholderData: keepPreviousData,
  });

export const useProjectUsersQuery = (projectId: string, page: ProjectUsersQuery) =>
  useQuery(projectUsersQueryOptions(projectId, page));
