import { projectKeys } from '../projects/keys';

/** Under the project's key, so running an operation refreshes what it changed. */
export const databaseKeys = {
  schema: (projectId: string) => [...projectKeys.detail(projectId), 'schema'] as const,
  usage: (projectId: string) => [...projectKeys.detail(projectId), 'database-usage'] as const,
  facts: (projectId: string) => [...projectKeys.detail(projectId), 'database-facts'] as const,
  connection: (projectId: string) =>
    [...projectKeys.detail(projectId), 'database-connection'] as const,
};
