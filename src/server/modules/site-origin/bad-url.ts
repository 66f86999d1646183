import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { badRequest } from '../../services/project-auth/errors';
import { invalidRequest } from '../../services/project-storage/errors';
import { apiErrorAnswer } from './api-error-answer';
import { apiNameOf } from './api-paths';
import { SITE_PREFIX } from './site-context';

/**
 * Fastify's `frameworkErrors`. A project API path whose `%` escapes do not decode is refused by
 * the router before any route runs: it gets a 400 in that API's own shape (never Fastify's, which
 * names the internal site prefix), readable by a browser app as every API answer is. Anything
 * else is answered as Fastify answers it.
 */
export function answerFrameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const path = request.url.slice(SITE_PREFIX.length).split('?')[0] as string;
  const api =
    error.code === 'FST_ERR_BAD_URL' && request.url.startsWith(`${SITE_PREFIX}/`)
      ? apiNameOf(path)
      : null;
  if (api) {
    const message = `${path} is not a valid URL: one of its % escapes does not decode`;
    const answer = apiErrorAnswer(api, request.headers, {
      auth: badRequest('validation_failed', message),
      storage: invalidRequest(message),
      // PostgREST's code for a request it cannot parse.
      rest: {
        status: 400,
        body: {
          code: 'PGRST100',
          details: message,
          hint: null,
          message: 'Could not parse the request path',
        },
      },
    });
    return reply
      .status(answer.status)
      .headers({ ...answer.headers, 'access-control-allow-origin': '*' })
      .send(answer.body);
  }
  const status = error.statusCode ?? 400;
  return reply.status(status).send({
    error: status === 500 ? 'Internal Server Error' : 'Bad Request',
    code: error.code,
    message: error.message,
    statusCode: status,
  });
}
