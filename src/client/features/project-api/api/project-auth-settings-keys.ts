/** Query keys for how each project's own app signs its end users up. */
export const projectAuthSettingsKeys = {
  all: ['project-auth-settings'] as const,
  detail: (projectId: string) => [...projectAuthSettingsKeys.all, projectId] as const,
};
