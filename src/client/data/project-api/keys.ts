/** Query keys for each project's Supabase-compatible API: its URL and keys, and its end-user sign-up settings. */
export const projectApiKeys = {
  all: ['project-api'] as const,
  detail: (projectId: string) => [...projectApiKeys.all, projectId] as const,
  authSettings: (projectId: string) =>
    [...projectApiKeys.detail(projectId), 'auth-settings'] as const,
};
