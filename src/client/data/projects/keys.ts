/** Every project-scoped query lives under ['projects', id], so one invalidation refreshes a project. */
export const projectKeys = {
  all: ['projects'] as const,
  list: () => [...projectKeys.all, 'list'] as const,
  detail: (projectId: string) => [...projectKeys.all, projectId] as const,
};
