import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { tableRowsParams, tableRowsQuery, tableRowsResponse } from '@shared/contracts/table-data';
import { authenticate, requireUser } from '../../plugins/session';
import type { TableDataService } from './service';

/** The studio's Data view: a page of a table's rows, for any member. */
export const tableDataRoutes: FastifyPluginAsyncZod<{ tableData: TableDataService }> = async (
  app,
  { tableData },
) => {
  app.addHook('onRequest', authenticate);

  app.get(
    '/:id/database/tables/:table/rows',
    {
      schema: {
        params: tableRowsParams,
        querystring: tableRowsQuery,
        response: { 200: tableRowsResponse },
      },
    },
    async (request) =>
      tableData.rows(
        await requireUser(request),
        request.params.id,
        request.params.table,
        request.query,
      ),
  );
};
