import type { TableRowsQuery } from '@shared/contracts/table-data';
import { projectKeys } from '../projects/keys';

/** Under the project's key, so a project's refresh reaches its rows too. */
export const tableRowsKeys = {
  all: (projectId: string) => [...projectKeys.detail(projectId), 'table-rows'] as const,
  page: (projectId: string, table: string, page: TableRowsQuery) =>
    [...tableRowsKeys.all(projectId), table, page] as const,
};
