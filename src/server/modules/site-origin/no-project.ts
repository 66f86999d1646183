import type { FastifyRequest } from 'fastify';
import {
  API_VERSION_HEADER,
  endpointNotFound,
  goTrueAnswer,
} from '../../services/project-auth/errors';
import { projectNotFound } from '../../services/project-storage/errors';
import type { ProjectApiName } from './api-paths';

const NO_PROJECT = 'No project is at this address';
const JSON_TYPE = { 'content-type': 'application/json; charset=utf-8' };

/**
 * An API path where no project is (an unknown host or slug): a 404 in that API's own shape, so its
 * client reports it as an error like any other rather than failing to read a web page.
 */
export function noProjectAnswer(
  api: ProjectApiName,
  request: FastifyRequest,
): { status: number; headers: Record<string, string>; body: unknown } {
  if (api === 'auth')
    return goTrueAnswer(endpointNotFound(NO_PROJECT), request.headers[API_VERSION_HEADER]);
  if (api === 'storage') {
    const error = projectNotFound();
    return { status: error.httpStatus, headers: JSON_TYPE, body: error.body() };
  }
  // PostgREST's answer for a path it has nothing at.
  return {
    status: 404,
    headers: JSON_TYPE,
    body: {
      code: 'PGRST125',
      details: NO_PROJECT,
      hint: null,
      message: 'Invalid path specified in request URL',
    },
  };
}
