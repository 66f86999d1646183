/**
 * Errors in Supabase Storage's shape: the HTTP status is 400 for every refusal (500 for faults),
 * and the body carries the meaningful status as a string, as its error handler renders them.
 */
export class StorageApiError extends Error {
  constructor(
    /** The status named in the body (`statusCode`), e.g. 404 for a missing object. */
    readonly statusCode: number,
    readonly code: string,
    readonly error: string,
    message: string,
    /** The HTTP status sent; Supabase sends 400 unless it says otherwise. */
    readonly httpStatus = statusCode >= 500 ? 500 : 400,
  ) {
    super(message);
    this.name = 'StorageApiError';
  }

  body() {
    return {
      statusCode: String(this.statusCode),
      code: this.code,
      error: this.error,
      message: this.message,
    };
  }
}

export const objectNotFound = () =>
  new StorageApiError(404, 'NoSuchKey', 'not_found', 'Object not found');
export const bucketNotFound = () =>
  new StorageApiError(404, 'NoSuchBucket', 'Bucket not found', 'Bucket not found');
export const invalidKey = (key: string) =>
  new StorageApiError(400, 'InvalidKey', 'InvalidKey', `Invalid key: ${key}`);
export const invalidBucketName = (name: string) =>
  new StorageApiError(400, 'InvalidBucketName', 'Invalid Input', `Bucket name invalid: ${name}`);
export const accessDenied = (message: string, httpStatus?: number) =>
  new StorageApiError(403, 'AccessDenied', 'Unauthorized', message, httpStatus);
export const rlsRefused = () => accessDenied('new row violates row-level security policy');
export const alreadyExists = () =>
  new StorageApiError(409, 'Duplicate', 'Duplicate', 'The resource already exists');
export const entityTooLarge = (message = 'The object exceeded the maximum allowed size') =>
  new StorageApiError(413, 'EntityTooLarge', 'Payload too large', message);
export const invalidMimeType = (mimeType: string) =>
  new StorageApiError(
    415,
    'InvalidMimeType',
    'invalid_mime_type',
    `mime type ${mimeType} is not supported`,
  );
/** Supabase Storage's answer when it asks a client to slow down: 503 `SlowDown`. */
export const tooManyUploads = (limit: number) =>
  new StorageApiError(
    503,
    'SlowDown',
    'SlowDown',
    `This project already has ${limit} uploads running; please wait for one to finish and try again`,
    503,
  );
export const invalidRequest = (message: string) =>
  new StorageApiError(400, 'InvalidRequest', 'InvalidRequest', message);
export const unavailable = (message: string) =>
  new StorageApiError(503, 'DatabaseError', 'DatabaseError', message, 503);
/** S3 failed or refused a request; `detail` (logged, never sent) says how, without any secret. */
export const fileStoreFailed = (detail: string) => {
  const error = new StorageApiError(
    500,
    'InternalError',
    'Internal',
    'The file storage did not answer as expected; please try again in a moment',
  );
  error.cause = detail;
  return error;
};
/** Storage's answer for a path it has no route for, with that status (its not-found handler's shape). */
export const routeNotFound = (method: string, path: string) =>
  new StorageApiError(404, 'InvalidRequest', 'Not Found', `Route ${method}:${path} not found`, 404);
/** A path served by other methods: 405 in Storage's shape, naming them. */
export const routeMethodNotAllowed = (method: string, path: string, allowed: string[]) =>
  new StorageApiError(
    405,
    'InvalidRequest',
    'Method Not Allowed',
    `Route ${method}:${path} only answers ${allowed.join(', ')}`,
    405,
  );
/** No project at this address: Storage's code for an unknown tenant, with a 404. */
export const projectNotFound = () =>
  new StorageApiError(404, 'TenantNotFound', 'Not Found', 'No project is at this address', 404);
