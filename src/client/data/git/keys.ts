import { projectKeys } from '../projects/keys';

export const gitKeys = {
  branches: (projectId: string) => [...projectKeys.detail(projectId), 'branches'] as const,
  log: (projectId: string, branch: string) =>
    [...projectKeys.detail(projectId), 'log', branch] as const,
};
