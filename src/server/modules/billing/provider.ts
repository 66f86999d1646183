import {
  createPayPalClient,
  type PayPalClient,
  type PayPalClientOptions,
} from '../../services/paypal/paypal-client';
import type { Config } from '../../config/config';
import { billingErrors } from './errors';

/** Payments are ready with both PayPal credentials; `missing` has neither, `partial` only one. */
export type PaymentProvider =
  | { state: 'ready'; client: PayPalClient; clientId: string; webhookId: string | undefined }
  | { state: 'missing' }
  | { state: 'partial' };

export function paymentProvider(
  paypal: Config['paypal'],
  extra: Pick<PayPalClientOptions, 'timeoutMs' | 'timeoutSignal' | 'now'> = {},
): PaymentProvider {
  const { clientId, clientSecret, apiBase, webhookId } = paypal;
  if (clientId && clientSecret) {
    return {
      state: 'ready',
      client: createPayPalClient({ clientId, clientSecret, apiBase, ...extra }),
      clientId,
      webhookId,
    };
  }
  return clientId || clientSecret ? { state: 'partial' } : { state: 'missing' };
}

/** The PayPal client, or the configuration error that explains why there is none. */
export function requireClient(
  provider: PaymentProvider,
): Extract<PaymentProvider, { state: 'ready' }> {
  if (provider.state === 'ready') return provider;
  throw provider.state === 'partial'
    ? billingErrors.credentialsNotConfigured()
    : billingErrors.notConfigured();
}
