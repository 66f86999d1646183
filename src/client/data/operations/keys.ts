import { projectKeys } from '../projects/keys';

/** Under the project's key, so a project's refresh reaches its operations too. */
export const operationKeys = {
  list: (projectId: string, limit: number) =>
    [...projectKeys.detail(projectId), 'operations', limit] as const,
};
