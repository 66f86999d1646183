import { projectKeys } from '../projects/keys';

export const siteKeys = {
  detail: (projectId: string) => [...projectKeys.detail(projectId), 'site'] as const,
};
