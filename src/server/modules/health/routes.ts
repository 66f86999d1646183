import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthResponse } from '@shared/contracts/health';

/** Load balancers poll health often; one database probe a second answers them all. */
const PROBE_TTL_MS = 1_000;

export const healthRoutes: FastifyPluginAsyncZod<{
  ping: () => Promise<void>;
  version: string;
}> = async (app, { ping, version }) => {
  let probe: { at: number; result: Promise<void> } | undefined;
  const check = () => {
    const now = Date.now();
    if (!probe || now - probe.at > PROBE_TTL_MS) probe = { at: now, result: ping() };
    return probe.result;
  };

  app.get(
    '/health',
    { schema: { response: { 200: healthResponse, 503: healthResponse } } },
    async (request, reply) => {
      try {
        await check();
        return { status: 'ok' as const, database: 'ok' as const, version };
      } catch (err) {
        request.log.error({ err }, 'health check: the database did not answer');
        return reply.status(503).send({ status: 'degraded', database: 'error', version });
      }
    },
  );
};
