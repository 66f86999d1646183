import type { ProjectUsersQuery } from '@shared/contracts/project-users';

/** Under the project's key (['projects', id]), so a project's refresh reaches its end users too. */
export const projectUsersKeys = {
  all: (projectId: string) => ['projects', projectId, 'end-users'] as const,
  page: (projectId: string, page: ProjectUsersQuery) =>
    [...projectUsersKeys.all(projectId), page] as const,
};
