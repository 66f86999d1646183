import { projectKeys } from '../projects/keys';

export const deployKeys = {
  list: (projectId: string) => [...projectKeys.detail(projectId), 'deploys'] as const,
};
