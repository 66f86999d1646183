import type { ErrorBody } from '@shared/contracts/common';
import { CSRF_HEADER } from '@shared/constants/auth';

/** Every failed call to our API, with the HTTP status (0 when the server was not reached). */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    /** Extra facts some errors carry, such as example instructions when one was not understood. */
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
  }
}

export const NETWORK_ERROR_CODE = 'network_error';
const NETWORK_MESSAGE =
  'We could not reach Bridge Studio (network error). Check your connection and try again.';

type ReachListener = (reached: boolean) => void;
const reachListeners = new Set<ReachListener>();

/** Hears, for every request, whether it reached the server: the connection label follows it. */
export function onServerReach(listener: ReachListener): () => void {
  reachListeners.add(listener);
  return () => reachListeners.delete(listener);
}

const reportReach = (reached: boolean) => {
  for (const listener of reachListeners) listener(reached);
};

export interface ApiRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
}

function isErrorBody(value: unknown): value is ErrorBody {
  if (typeof value !== 'object' || value === null || !('error' in value)) return false;
  const error = (value as { error: unknown }).error;
  return (
    typeof error === 'object' &&
    error !== null &&
    typeof (error as { code?: unknown }).code === 'string' &&
    typeof (error as { message?: unknown }).message === 'string'
  );
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** Calls our JSON API; resolves with the parsed body or throws an ApiError. */
export async function apiFetch<T>(path: string, request: ApiRequest = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json', [CSRF_HEADER]: 'web' };
  if (request.body !== undefined) headers['Content-Type'] = 'application/json';

  let response: Response;
  try {
    response = await fetch(path, {
      method: request.method ?? 'GET',
      headers,
      credentials: 'same-origin',
      body: request.body === undefined ? undefined : JSON.stringify(request.body),
      signal: request.signal,
    });
  } catch (error) {
    // An abort is the caller's choice, not a network failure: let it through unchanged.
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    reportReach(false);
    throw new ApiError(0, NETWORK_ERROR_CODE, NETWORK_MESSAGE);
  }
  reportReach(true);

  const body = await readJson(response);
  if (!response.ok) {
    if (isErrorBody(body))
      throw new ApiError(response.status, body.error.code, body.error.message, body.error.details);
    throw new ApiError(
      response.status,
      'http_error',
      `The server answered with an error (status ${response.status}).`,
    );
  }
  return body as T;
}
