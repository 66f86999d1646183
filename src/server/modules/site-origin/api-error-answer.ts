import type { IncomingHttpHeaders } from 'node:http';
import {
  API_VERSION_HEADER,
  goTrueAnswer,
  type GoTrueError,
} from '../../services/project-auth/errors';
import type { StorageApiError } from '../../services/project-storage/errors';
import type { ProjectApiName } from './api-paths';

export interface ApiErrorAnswer {
  status: number;
  headers: Record<string, string>;
  body: unknown;
}

const JSON_TYPE = { 'content-type': 'application/json; charset=utf-8' };

/**
 * One error told in each API's own shape, answered in the shape of the API the request is for:
 * GoTrue's (in the API version asked for), Storage's, or PostgREST's.
 */
export function apiErrorAnswer(
  api: ProjectApiName,
  headers: IncomingHttpHeaders,
  error: { auth: GoTrueError; storage: StorageApiError; rest: { status: number; body: unknown } },
): ApiErrorAnswer {
  if (api === 'auth') return goTrueAnswer(error.auth, headers[API_VERSION_HEADER]);
  if (api === 'storage')
    return { status: error.storage.httpStatus, headers: JSON_TYPE, body: error.storage.body() };
  return { status: error.rest.status, headers: JSON_TYPE, body: error.rest.body };
}
