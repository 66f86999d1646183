import { projectKeys } from '../projects/keys';

export const connectionKeys = {
  list: (projectId: string) => [...projectKeys.detail(projectId), 'connections'] as const,
};
