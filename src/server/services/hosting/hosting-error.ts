import { AppError } from '@server/lib/errors';

export type HostingErrorCode =
  | 'site_not_found'
  | 'site_exists'
  | 'invalid_slug'
  | 'deploy_not_found'
  | 'deploy_not_ready'
  | 'deploy_is_preview'
  | 'no_earlier_deploy'
  | 'invalid_env'
  | 'invalid_domain'
  | 'domain_taken'
  | 'domain_not_found'
  | 'netlify_not_connected'
  | 'netlify_bad_credentials'
  | 'netlify_not_found'
  | 'netlify_rejected'
  | 'netlify_deploy_failed'
  | 'netlify_unreachable';

/** A hosting failure the error handler sends as `{ error: { code, message } }` with `statusCode`. */
export class HostingServiceError extends AppError {
  constructor(
    override readonly code: HostingErrorCode,
    message: string,
    statusCode: number,
  ) {
    super(statusCode, code, message);
    this.name = 'HostingServiceError';
  }
}
