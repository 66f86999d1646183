/**
 * Errors in GoTrue's shapes. Most are `{ code, error_code, msg }` (its HTTPError); since API
 * version 2024-01-01 (auth-js sends `X-Supabase-Api-Version`) they are `{ code, message }`.
 * A few OAuth-style ones stay `{ error, error_description }` with status 400 in both versions.
 */
export class GoTrueError extends Error {
  constructor(
    readonly status: number,
    /** GoTrue's error code (`invalid_credentials`, ...), or the OAuth error for `oauth` errors. */
    readonly errorCode: string,
    message: string,
    readonly options: { oauth?: boolean; weakPasswordReasons?: string[] } = {},
  ) {
    super(message);
    this.name = 'GoTrueError';
  }
}

export const badRequest = (code: string, message: string) => new GoTrueError(400, code, message);
export const forbidden = (code: string, message: string) => new GoTrueError(403, code, message);
export const unprocessable = (code: string, message: string) => new GoTrueError(422, code, message);
export const tooManyRequests = (code: string, message: string) =>
  new GoTrueError(429, code, message);
/** GoTrue names no code for a path or method it does not serve: these say which it was. */
export const endpointNotFound = (message: string) => new GoTrueError(404, 'not_found', message);
export const methodNotAllowed = (message: string) =>
  new GoTrueError(405, 'method_not_allowed', message);
export const oauthError = (error: string, description: string) =>
  new GoTrueError(400, error, description, { oauth: true });

export const API_VERSION_HEADER = 'x-supabase-api-version';
export const API_VERSION_2024 = '2024-01-01';

/** Whether the request asked for the 2024-01-01 error shape (any valid date on or after it). */
export function wantsApiVersion2024(header: string | string[] | undefined): boolean {
  const value = Array.isArray(header) ? header[0] : header;
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const parsed = Date.parse(`${value}T00:00:00Z`);
  return Number.isFinite(parsed) && parsed >= Date.parse(`${API_VERSION_2024}T00:00:00Z`);
}

/** The body GoTrue sends for this error, in the version the request asked for. */
export function errorBody(error: GoTrueError, version2024: boolean): Record<string, unknown> {
  if (error.options.oauth) return { error: error.errorCode, error_description: error.message };
  const reasons = error.options.weakPasswordReasons;
  const weak = reasons ? { weak_password: { reasons } } : {};
  if (version2024) return { code: error.errorCode, message: error.message, ...weak };
  return { code: error.status, error_code: error.errorCode, msg: error.message, ...weak };
}

/** GoTrue's whole answer for an error: status, headers (its error code, the API version echoed) and body. */
export function goTrueAnswer(error: GoTrueError, apiVersionHeader: string | string[] | undefined) {
  const version2024 = wantsApiVersion2024(apiVersionHeader);
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (version2024) headers[API_VERSION_HEADER] = API_VERSION_2024;
  if (!error.options.oauth) headers['x-sb-error-code'] = error.errorCode;
  return {
    status: error.options.oauth ? 400 : error.status,
    headers,
    body: errorBody(error, version2024),
  };
}
