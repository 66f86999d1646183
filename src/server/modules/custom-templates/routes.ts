import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  customTemplateInput,
  customTemplateListResponse,
  customTemplateParams,
  customTemplateResponse,
  importResponse,
  templateExportFile,
} from '@shared/contracts/custom-templates';
import { authenticate, requireUser } from '../../plugins/session';
import type { CustomTemplateService } from './service';

/** /api/custom-templates: the signed-in user's own templates, with import of an exported file. */
export const customTemplateRoutes: FastifyPluginAsyncZod<{
  templates: CustomTemplateService;
}> = async (app, { templates }) => {
  app.addHook('onRequest', authenticate);
  const userId = async (request: Parameters<typeof requireUser>[0]) =>
    (await requireUser(request)).id;

  app.get('/', { schema: { response: { 200: customTemplateListResponse } } }, async (request) => ({
    templates: await templates.list(await userId(request)),
  }));
  app.post(
    '/',
    { schema: { body: customTemplateInput, response: { 201: customTemplateResponse } } },
    async (request, reply) =>
      reply
        .status(201)
        .send({ template: await templates.create(await userId(request), request.body) }),
  );
  app.put(
    '/:templateId',
    {
      schema: {
        params: customTemplateParams,
        body: customTemplateInput,
        response: { 200: customTemplateResponse },
      },
    },
    async (request) => ({
      template: await templates.update(
        await userId(request),
        request.params.templateId,
        request.body,
      ),
    }),
  );
  app.delete(
    '/:templateId',
    { schema: { params: customTemplateParams } },
    async (request, reply) => {
      await templates.remove(await userId(request), request.params.templateId);
      return reply.status(204).send();
    },
  );
  app.post(
    '/import',
    { schema: { body: templateExportFile, response: { 201: importResponse } } },
    async (request, reply) =>
      reply
        .status(201)
        .send({ templates: await templates.import(await userId(request), request.body.templates) }),
  );
};
