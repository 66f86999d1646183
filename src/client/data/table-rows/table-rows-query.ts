import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TableRowsQuery, TableRowsResponse } from '@shared/contracts/table-data';
import { apiFetch } from '@client/lib/api-client';
import { tableRowsKeys } from './keys';

export interface TableRowsRequest {
  projectId: string;
  table: string;
  page: TableRowsQuery;
}

export const fetchTableRows = async (
  { projectId, table, page }: TableRowsRequest,
  signal?: AbortSignal,
) => {
  const query = new URLSearchParams({ limit: String(page.limit), offset: String(page.offset) });
  if (page.order) query.set('order', page.order);
  return apiFetch<TableRowsResponse>(
    `/api/projects/${projectId}/database/tables/${encodeURIComponent(table)}/rows?${query}`,
    signal ? { signal } : {},
  );
};

export const tableRowsQueryOptions = (request: TableRowsRequest) =>
  queryOptions({
    queryKey: tableRowsKeys.page(request.projectId, request.table, request.page),
    queryFn: ({ signal }) => fetchTableRows(request, signal),
    // The grid keeps the page it shows while the next one loads, so it does not jump.
    placeholderData: keepPreviousData,
  });

export const useTableRowsQuery = (request: TableRowsRequest) =>
  useQuery(tableRowsQueryOptions(request));
