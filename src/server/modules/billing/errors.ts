import { BILLING_ERRORS } from '@shared/contracts/billing';
import { AppError } from '../../lib/errors';

/** The payment service's errors, each with what it means for the user. */
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
  subscriptionCreationFailed: (timedOut: boolean) =>
    new AppError(
      timedOut ? 504 : 502,
      BILLING_ERRORS.subscriptionCreationFailed,
      timedOut
        ? 'PayPal did not answer in time, so the subscription could not be started. Nothing was charged; please try again.'
        : 'PayPal could not start the subscription. Nothing was charged; please try again.',
    ),
  /** Reading or cancelling a subscription at PayPal failed; nothing changed on our side. */
  providerFailed: (timedOut: boolean, what: string) =>
    new AppError(
      timedOut ? 504 : 502,
      BILLING_ERRORS.providerFailed,
      `${timedOut ? 'PayPal did not answer in time' : 'PayPal could not be reached'}, so we could not ${what}. Nothing has changed; please try again.`,
    ),
  notApproved: () =>
    new AppError(
      409,
      BILLING_ERRORS.notApproved,
      'This subscription has not been approved in PayPal yet. Please approve it in PayPal first.',
    ),
  subscriptionEnded: () =>
    new AppError(
      409,
      BILLING_ERRORS.subscriptionEnded,
      'This subscription was cancelled or has ended at PayPal, so it does not pay for a plan. You can subscribe again at any time.',
    ),
  alreadySubscribed: (planName: string) =>
    new AppError(
      409,
      BILLING_ERRORS.alreadySubscribed,
      `You already have a monthly ${planName} subscription. Cancel it first if you want to subscribe again.`,
    ),
  nothingToCancel: () =>
    new AppError(
      404,
      BILLING_ERRORS.nothingToCancel,
      'You have no monthly subscription that renews, so there is nothing to cancel.',
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
  subscriptionNotFound: () =>
    new AppError(
      404,
      BILLING_ERRORS.subscriptionNotFound,
      'No subscription of yours was found with that id.',
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
