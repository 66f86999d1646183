import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ErrorBody } from '@shared/contracts/common';
import { AppError, RateLimitedError } from '../lib/errors';

const FRAMEWORK_MESSAGES: Record<string, [number, string, string]> = {
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'invalid_json', 'The request body is not valid JSON.'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [
    400,
    'invalid_json',
    'The request body is empty; send a JSON object.',
  ],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'unsupported_media_type', 'Send the request body as JSON.'],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'body_too_large', 'The request body is too large.'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [
    400,
    'bad_request',
    'The request length does not match its body.',
  ],
};

const body = (code: string, message: string, details?: Record<string, unknown>): ErrorBody => ({
  error: details ? { code, message, details } : { code, message },
});

/** What a client is told of an error nobody expected. */
export const INTERNAL_ERROR_BODY = body(
  'internal_error',
  'Something went wrong on our side. It has been logged and we are looking into it.',
);

/** One place turns every error into `{ error: { code, message } }`; stack traces stay in the log. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      const field = first?.instancePath.replace(/^\//, '').replaceAll('/', '.');
      const message = first?.message ?? 'The request is not valid.';
      const hint = first?.keyword === 'invalid_type' && field ? `${message} (${field})` : message;
      return reply.status(400).send(body('validation_error', hint));
    }
    if (error instanceof RateLimitedError)
      reply.header('retry-after', String(error.retryAfterSeconds));
    if (error instanceof AppError)
      return reply.status(error.statusCode).send(body(error.code, error.message, error.details));
    const known = error.code ? FRAMEWORK_MESSAGES[error.code] : undefined;
    if (known) return reply.status(known[0]).send(body(known[1], known[2]));
    const status = error.statusCode ?? 500;
    if (status === 429) {
      return reply.status(429).send(body('rate_limited', error.message));
    }
    if (status >= 400 && status < 500) {
      return reply
        .status(status)
        .send(body(error.code?.toLowerCase() ?? 'bad_request', error.message));
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send(INTERNAL_ERROR_BODY);
  });
}
