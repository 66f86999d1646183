import type { ProjectUsersQuery } from '@shared/contracts/project-users';
import { projectKeys } from '../projects/keys';

/** Under the project's key, so a project's refresh reaches its end users too. */
export const projectUsersKeys = {
  all: (projectId: string) => [...projectKeys.detail(projectId), 'end-users'] as const,
  page: (projectId: string, page: ProjectUsersQuery) =>
    [...projectUsersKeys.all(projectId), page] as const,
};
