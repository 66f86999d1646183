import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { planResponse } from '@shared/contracts/operations';
import {
  rowChangeBody,
  tableRowsParams,
  tableRowsQuery,
  tableRowsResponse,
} from '@shared/contracts/table-data';
import { authenticate, requireUser } from '../../plugins/session';
import type { TableDataService } from './service';

/** The studio's Data view: a page of a table's rows for any member; row changes planned as operations. */
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

  app.post(
    '/:id/database/tables/:table/row-changes',
    { schema: { params: tableRowsParams, body: rowChangeBody, response: { 201: planResponse } } },
    async (request, reply) => {
      const plan = await tableData.planRowChange(
        await requireUser(request),
        request.params.id,
        request.params.table,
        request.body,
      );
      return reply.status(201).send({ plan });
    },
  );
};
