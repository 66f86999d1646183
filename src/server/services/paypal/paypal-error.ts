/**
 * auth: PayPal refused our credentials; timeout and network: no answer; server: PayPal failed (5xx);
 * rejected: PayPal refused the request (4xx, see `issue`); invalid_response: an answer we cannot read.
 */
export type PayPalFailure =
  'auth' | 'timeout' | 'network' | 'server' | 'rejected' | 'invalid_response';

export interface PayPalErrorDetails {
  status?: number;
  /** PayPal's error name, such as UNPROCESSABLE_ENTITY. */
  errorName?: string;
  /** The first detail's issue, such as SUBSCRIPTION_STATUS_INVALID. */
  issue?: string;
  debugId?: string;
}

/** A failed PayPal call. Its message is for the log: it never holds credentials or tokens. */
export class PayPalError extends Error {
  override readonly name = 'PayPalError';
  constructor(
    readonly kind: PayPalFailure,
    message: string,
    readonly details: PayPalErrorDetails = {},
  ) {
    super(message);
  }

  get issue(): string | undefined {
    return this.details.issue;
  }
}

export const isPayPalError = (error: unknown): error is PayPalError => error instanceof PayPalError;
