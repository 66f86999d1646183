import { z } from 'zod';
import { PayPalError } from './paypal-error';
import {
  createdResource,
  errorResponse,
  subscriptionResource,
  tokenResponse,
  verifyResponse,
  type CreatePlanRequest,
  type CreateProductRequest,
  type CreateSubscriptionRequest,
  type PayPalSubscription,
} from './paypal-schemas';
import { createTokenCache } from './token-cache';

/** A PayPal call that has not answered after this long counts as failed. */
export const PAYPAL_TIMEOUT_MS = 15_000;

export interface PayPalClientOptions {
  clientId: string;
  clientSecret: string;
  /** https://api-m.sandbox.paypal.com, https://api-m.paypal.com, or a local fake in tests. */
  apiBase: string;
  timeoutMs?: number;
  /** The abort signal that ends one call after `ms` (tests pass signals they abort on cue). */
  timeoutSignal?: (ms: number) => AbortSignal;
  now?: () => number;
}

/** The headers PayPal sends with every webhook delivery. */
export interface WebhookTransmission {
  authAlgo: string;
  certUrl: string;
  transmissionId: string;
  transmissionSig: string;
  transmissionTime: string;
}

interface CallOptions<T> {
  method: 'GET' | 'POST';
  path: string;
  /** The JSON body, already serialised (the webhook event must reach PayPal byte for byte). */
  body?: string;
  requestId?: string;
  schema: z.ZodType<T>;
}

const describeFailure = (status: number, body: z.infer<typeof errorResponse> | undefined) => {
  const issue = body?.details?.[0]?.issue;
  const name = body?.name ?? body?.error ?? 'unknown error';
  return `PayPal answered ${status} ${name}${issue ? ` (${issue})` : ''}${body?.debug_id ? `, debug id ${body.debug_id}` : ''}`;
};

/** PayPal's REST API over fetch: OAuth client credentials, Subscriptions v1 and webhook verification. */
export function createPayPalClient(options: PayPalClientOptions) {
  const timeoutMs = options.timeoutMs ?? PAYPAL_TIMEOUT_MS;
  const timeoutSignal = options.timeoutSignal ?? ((ms: number) => AbortSignal.timeout(ms));
  const base = options.apiBase.replace(/\/$/, '');

  async function send(path: string, init: RequestInit): Promise<{ status: number; json: unknown }> {
    const signal = timeoutSignal(timeoutMs);
    try {
      const response = await fetch(`${base}${path}`, { ...init, signal });
      const text = await response.text();
      let json: unknown;
      try {
        json = text ? JSON.parse(text) : undefined;
      } catch {
        json = undefined;
      }
      return { status: response.status, json };
    } catch (error) {
      if (signal.aborted)
        throw new PayPalError('timeout', `PayPal did not answer ${path} within ${timeoutMs} ms`);
      throw new PayPalError(
        'network',
        `PayPal could not be reached for ${path}: ${(error as Error).message}`,
      );
    }
  }

  const failure = (status: number, json: unknown, kind?: 'auth') => {
    const parsed = errorResponse.safeParse(json);
    const body = parsed.success ? parsed.data : undefined;
    const resolvedKind = kind ?? (status >= 500 ? 'server' : 'rejected');
    const errorName = body?.name ?? body?.error;
    const issue = body?.details?.[0]?.issue;
    return new PayPalError(resolvedKind, describeFailure(status, body), {
      status,
      ...(errorName ? { errorName } : {}),
      ...(issue ? { issue } : {}),
      ...(body?.debug_id ? { debugId: body.debug_id } : {}),
    });
  };

  const tokens = createTokenCache(
    async () => {
      const basic = Buffer.from(`${options.clientId}:${options.clientSecret}`).toString('base64');
      const { status, json } = await send('/v1/oauth2/token', {
        method: 'POST',
        headers: {
          Authorization: `Basic ${basic}`,
          Accept: 'application/json',
          'Content-Type': 'application/x-www-form-urlencoded',
        },
        body: 'grant_type=client_credentials',
      });
      if (status === 401 || status === 403) throw failure(status, json, 'auth');
      if (status >= 400) throw failure(status, json);
      const parsed = tokenResponse.safeParse(json);
      if (!parsed.success)
        throw new PayPalError(
          'invalid_response',
          'PayPal answered the token request without a token',
        );
      return { token: parsed.data.access_token, expiresInSeconds: parsed.data.expires_in };
    },
    options.now ? { now: options.now } : {},
  );

  async function call<T>({ method, path, body, requestId, schema }: CallOptions<T>): Promise<T> {
    // One retry with a fresh token when PayPal no longer accepts the cached one.
    for (let attempt = 0; ; attempt += 1) {
      const token = await tokens.get();
      const headers: Record<string, string> = {
        Authorization: `Bearer ${token}`,
        Accept: 'application/json',
        Prefer: 'return=representation',
      };
      if (body !== undefined) headers['Content-Type'] = 'application/json';
      if (requestId) headers['PayPal-Request-Id'] = requestId;
      const { status, json } = await send(path, {
        method,
        headers,
        ...(body !== undefined ? { body } : {}),
      });
      if (status === 401 && attempt === 0) {
        tokens.invalidate(token);
        continue;
      }
      if (status === 401) throw failure(status, json, 'auth');
      if (status >= 400) throw failure(status, json);
      const parsed = schema.safeParse(json);
      if (!parsed.success)
        throw new PayPalError(
          'invalid_response',
          `PayPal answered ${path} with an unexpected body`,
          { status },
        );
      return parsed.data;
    }
  }

  const subscriptionPath = (id: string) => `/v1/billing/subscriptions/${encodeURIComponent(id)}`;

  return {
    /** Creates a catalog product; the same `requestId` makes PayPal return the first one. */
    createProduct(product: CreateProductRequest, requestId: string) {
      return call({
        method: 'POST',
        path: '/v1/catalogs/products',
        body: JSON.stringify(product),
        requestId,
        schema: createdResource,
      });
    },

    /** Creates a billing plan for a product; the same `requestId` makes PayPal return the first one. */
    createPlan(plan: CreatePlanRequest, requestId: string) {
      return call({
        method: 'POST',
        path: '/v1/billing/plans',
        body: JSON.stringify(plan),
        requestId,
        schema: createdResource,
      });
    },

    /** Creates a subscription awaiting the buyer's approval (its `approve` link). */
    createSubscription(
      subscription: CreateSubscriptionRequest,
      requestId: string,
    ): Promise<PayPalSubscription> {
      return call({
        method: 'POST',
        path: '/v1/billing/subscriptions',
        body: JSON.stringify(subscription),
        requestId,
        schema: subscriptionResource,
      });
    },

    getSubscription(id: string): Promise<PayPalSubscription> {
      return call({ method: 'GET', path: subscriptionPath(id), schema: subscriptionResource });
    },

    /** Stops future renewals; PayPal answers 204 with no body. */
    async cancelSubscription(id: string, reason: string): Promise<void> {
      await call({
        method: 'POST',
        path: `${subscriptionPath(id)}/cancel`,
        body: JSON.stringify({ reason }),
        schema: z.unknown(),
      });
    },

    /** Asks PayPal whether a webhook delivery is genuine; `rawEvent` is the body exactly as received. */
    async verifyWebhookSignature(input: {
      transmission: WebhookTransmission;
      webhookId: string;
      rawEvent: string;
    }): Promise<boolean> {
      const { transmission: t } = input;
      const fields = JSON.stringify({
        auth_algo: t.authAlgo,
        cert_url: t.certUrl,
        transmission_id: t.transmissionId,
        transmission_sig: t.transmissionSig,
        transmission_time: t.transmissionTime,
        webhook_id: input.webhookId,
      });
      // Re-serialising the event could change its bytes and break the signature: splice it in as received.
      const body = `${fields.slice(0, -1)},"webhook_event":${input.rawEvent}}`;
      const answer = await call({
        method: 'POST',
        path: '/v1/notifications/verify-webhook-signature',
        body,
        schema: verifyResponse,
      });
      return answer.verification_status === 'SUCCESS';
    },
  };
}

export type PayPalClient = ReturnType<typeof createPayPalClient>;
