/** Query keys for each project's Supabase-compatible API (its URL and keys). */
export const projectApiKeys = {
  all: ['project-api'] as const,
  detail: (projectId: string) => [...projectApiKeys.all, projectId] as const,
};
