/** Query keys for the agent monitor: one state per project, and the projects to choose from. */
export const monitorKeys = {
  all: ['monitor'] as const,
  state: (projectId: string) => [...monitorKeys.all, 'state', projectId] as const,
  projects: () => [...monitorKeys.all, 'projects'] as const,
};
