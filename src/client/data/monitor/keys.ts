/** Query keys for the agent monitor: one state per project. */
export const monitorKeys = {
  all: ['monitor'] as const,
  state: (projectId: string) => [...monitorKeys.all, 'state', projectId] as const,
};
