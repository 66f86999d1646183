import type { FastifyRequest } from 'fastify';
import { endpointNotFound } from '../../services/project-auth/errors';
import { projectNotFound } from '../../services/project-storage/errors';
import { apiErrorAnswer, type ApiErrorAnswer } from './api-error-answer';
import type { ProjectApiName } from './api-paths';

const NO_PROJECT = 'No project is at this address';

/**
 * An API path where no project is (an unknown host or slug): a 404 in that API's own shape, so its
 * client reports it as an error like any other rather than failing to read a web page.
 */
export function noProjectAnswer(api: ProjectApiName, request: FastifyRequest): ApiErrorAnswer {
  return apiErrorAnswer(api, request.headers, {
    auth: endpointNotFound(NO_PROJECT),
    storage: projectNotFound(),
    // PostgREST's answer for a path it has nothing at.
    rest: {
      status: 404,
      body: {
        code: 'PGRST125',
        details: NO_PROJECT,
        hint: null,
        message: 'Invalid path specified in request URL',
      },
    },
  });
}
