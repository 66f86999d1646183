import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { projectParams } from '@shared/contracts/projects';
import {
  storageBucketsResponse,
  storageObjectsParams,
  storageObjectsQuery,
  storageObjectsResponse,
} from '@shared/contracts/storage-browser';
import { authenticate, requireUser } from '../../plugins/session';
import type { StorageBrowserService } from './service';

/** The studio's view of a project's storage, for any member. */
export const storageBrowserRoutes: FastifyPluginAsyncZod<{
  storageBrowser: StorageBrowserService;
}> = async (app, { storageBrowser }) => {
  app.addHook('onRequest', authenticate);

  app.get(
    '/:id/storage/buckets',
    { schema: { params: projectParams, response: { 200: storageBucketsResponse } } },
    async (request) => storageBrowser.buckets(await requireUser(request), request.params.id),
  );

  app.get(
    '/:id/storage/buckets/:bucket/objects',
    {
      schema: {
        params: storageObjectsParams,
        querystring: storageObjectsQuery,
        response: { 200: storageObjectsResponse },
      },
    },
    async (request) =>
      storageBrowser.objects(
        await requireUser(request),
        request.params.id,
        request.params.bucket,
        request.query.prefix,
      ),
  );
};
