import { BILLING_ERRORS } from '@shared/contracts/billing';
import { AppError } from '../../lib/errors';

/** The payment service errors of specification 001 section 8, each with what it means for the user. */
export const billingErrors = {
  notConfigured: () =>
    new AppError(
      503,
      BILLING_ERRORS.notConfigured,
      'Payments are not configured on this server yet (provider not configured). Nothing was charged.',
    ),
  credentialsNotConfigured: () =>
    new AppError(
      503,
      BILLING_ERRORS.credentialsNotConfigured,
      'Payments are only partly set up on this server: the PayPal client id or secret is missing (provider credentials not configured). Nothing was charged.',
    ),
  authFailed: () =>
    new AppError(
      502,
      BILLING_ERRORS.authFailed,
      'This server could not sign in to PayPal (provider auth failed). Nothing was charged; please try again later.',
    ),
  orderCreationFailed: (timedOut: boolean) =>
    new AppError(
      timedOut ? 504 : 502,
      BILLING_ERRORS.orderCreationFailed,
      timedOut
        ? 'PayPal did not answer in time, so the payment could not be started (provider order creation failed). Nothing was charged; please try again.'
        : 'PayPal could not start the payment (provider order creation failed). Nothing was charged; please try again.',
    ),
  captureFailed: (timedOut: boolean) =>
    new AppError(
      timedOut ? 504 : 502,
      BILLING_ERRORS.captureFailed,
      timedOut
        ? 'PayPal did not confirm the payment in time (provider capture failed). Your plan has not changed yet. Please try again: you will not be charged twice.'
        : 'PayPal could not complete the payment (provider capture failed). Your plan has not changed. Please try again: you will not be charged twice.',
    ),
  declined: () =>
    new AppError(
      402,
      BILLING_ERRORS.declined,
      'PayPal declined this payment, so nothing was charged. Please pay again and choose another card or account in PayPal.',
    ),
  refunded: () =>
    new AppError(
      409,
      BILLING_ERRORS.refunded,
      'This payment was refunded, so it no longer pays for a plan. You can buy the plan again at any time.',
    ),
  notApproved: () =>
    new AppError(
      409,
      BILLING_ERRORS.notApproved,
      'This payment has not been approved in PayPal yet. Please approve it in PayPal first.',
    ),
  freePlan: () =>
    new AppError(
      400,
      BILLING_ERRORS.freePlan,
      'The Explorer plan is free: activate it without paying.',
    ),
  contactSales: () =>
    new AppError(
      400,
      BILLING_ERRORS.contactSales,
      'The Ecosystem Master plan is arranged with our team. Please contact us and we will set it up with you.',
    ),
  orderNotFound: () =>
    new AppError(
      404,
      BILLING_ERRORS.orderNotFound,
      'No payment of yours was found with that order id.',
    ),
  webhookNotConfigured: () =>
    new AppError(
      404,
      BILLING_ERRORS.webhookNotConfigured,
      'This server does not take PayPal notifications: PayPal or PAYPAL_WEBHOOK_ID is not configured.',
    ),
  webhookUnverified: () =>
    new AppError(
      400,
      BILLING_ERRORS.webhookUnverified,
      'This notification could not be verified as coming from PayPal.',
    ),
  webhookCheckFailed: () =>
    new AppError(
      502,
      'webhook_check_failed',
      'PayPal could not be asked to verify this notification; it will be sent again.',
    ),
};
