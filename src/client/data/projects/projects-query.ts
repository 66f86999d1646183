import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Project } from '@shared/contracts/projects';
import { PROJECTS_PATH } from '@shared/constants/first-requests';
import { apiFetch } from '@client/lib/api-client';
import { projectKeys } from './keys';

export const getProjects = (signal?: AbortSignal) =>
  apiFetch<{ projects: Project[] }>(PROJECTS_PATH, { signal }).then((body) => body.projects);

export const projectsQueryOptions = () =>
  queryOptions({
    queryKey: projectKeys.list(),
    queryFn: ({ signal }) => getProjects(signal),
    staleTime: 30_000,
  });

/** The signed-in user's projects. */
export const useProjectsQuery = () => useQuery(projectsQueryOptions());
