export const teamKeys = {
  all: ['team'] as const,
  project: (projectId: string) => [...teamKeys.all, projectId] as const,
  activity: (projectId: string) => [...teamKeys.all, projectId, 'activity'] as const,
  invitation: (token: string) => [...teamKeys.all, 'invitation', token] as const,
};
