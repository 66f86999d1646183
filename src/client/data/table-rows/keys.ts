import type { TableRowsQuery } from '@shared/contracts/table-data';

/** Under the project's key (['projects', id]), so a project's refresh reaches its rows too. */
export const tableRowsKeys = {
  all: (projectId: string) => ['projects', projectId, 'table-rows'] as const,
  page: (projectId: string, table: string, page: TableRowsQuery) =>
    [...tableRowsKeys.all(projectId), table, page] as const,
};
