import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { codegenBody, codegenResponse } from '@shared/contracts/codegen';
import type { CodegenService } from './service';

export const codegenRoutes: FastifyPluginAsyncZod<{ codegen: CodegenService }> = async (
  app,
  { codegen },
) => {
  app.post(
    '/',
    {
      schema: { body: codegenBody, response: { 200: codegenResponse } },
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (request) => {
      const user = await request.currentUser();
      return { result: await codegen.generate(user?.id ?? null, request.body.prompt) };
    },
  );
};
