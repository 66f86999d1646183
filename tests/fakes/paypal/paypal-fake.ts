import { createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { crc32 } from 'node:zlib';
import { isRecord, readBody, sendJson } from '../github/json-http';

/**
 * A local stand-in for PayPal's REST API (https://developer.paypal.com/api/rest/): OAuth client
 * credentials, catalog products, billing plans, subscriptions (create with PayPal-Request-Id
 * idempotency, show, cancel, a buyer approval page, renewals), webhook signature verification and
 * signed webhook deliveries. Errors use PayPal's documented body
 * `{ name, message, debug_id, details: [{ issue, description }], links }`.
 */

interface Money {
  currency_code: string;
  value: string;
}

export interface FakePlan {
  id: string;
  product_id: string;
  name: string;
  status: string;
  price: Money;
}

type FakeSubscriptionStatus =
  'APPROVAL_PENDING' | 'APPROVED' | 'ACTIVE' | 'SUSPENDED' | 'CANCELLED' | 'EXPIRED';

export interface FakeSubscription {
  id: string;
  plan_id: string;
  custom_id?: string;
  status: FakeSubscriptionStatus;
  start_time: Date;
  create_time: Date;
  application_context: { return_url?: string; cancel_url?: string; brand_name?: string };
  baToken: string;
  next_billing_time?: Date;
  last_payment?: { amount: Money; time: Date };
  /** Sales (payments) taken so far. */
  sales: string[];
}

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: string;
}

type Outcome = 'server_error' | 'slow';

/** A webhook delivery as PayPal sends it: the signing headers and the exact body. */
export interface WebhookDelivery {
  headers: Record<string, string>;
  body: string;
  event: Record<string, unknown>;
}

export interface PayPalFakeOptions {
  clientId: string;
  clientSecret: string;
  webhookId: string;
  /** Seconds an access token lives (PayPal issues about 9 hours). */
  tokenExpiresIn?: number;
  /** PayPal's clock, for billing times; tests share it with the app's. */
  now?: () => Date;
}

interface Held {
  release: () => void;
}

const id17 = () => {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789';
  return Array.from(randomBytes(17), (b) => alphabet[b % alphabet.length]).join('');
};

const addMonth = (from: Date) => {
  const next = new Date(from);
  next.setUTCMonth(next.getUTCMonth() + 1);
  return next;
};

const error = (
  res: ServerResponse,
  status: number,
  name: string,
  message: string,
  issue?: string,
  description?: string,
) =>
  sendJson(res, status, {
    name,
    message,
    debug_id: randomBytes(7).toString('hex'),
    ...(issue ? { details: [{ issue, description: description ?? issue }] } : {}),
    links: [
      {
        href: `https://developer.paypal.com/api/rest/reference/orders/v2/errors/#${issue ?? name}`,
        rel: 'information_link',
        method: 'GET',
      },
    ],
  });

const UNPROCESSABLE =
  'The requested action could not be performed, semantically incorrect, or failed business validation.';
const INVALID_REQUEST = 'Request is not well-formed, syntactically incorrect, or violates schema.';

export async function startPayPalFake(options: PayPalFakeOptions) {
  const clock = options.now ?? (() => new Date());
  const requests: RecordedRequest[] = [];
  const products = new Map<string, { id: string; name: string }>();
  const plans = new Map<string, FakePlan>();
  const subscriptions = new Map<string, FakeSubscription>();
  /** Answers by "call:PayPal-Request-Id": a repeated request gets the first answer again. */
  const replies = new Map<string, { status: number; body: unknown }>();
  const tokens = new Set<string>();
  const scripts = {
    token: [] as Outcome[],
    product: [] as Outcome[],
    plan: [] as Outcome[],
    subscription: [] as Outcome[],
    show: [] as Outcome[],
    cancel: [] as Outcome[],
  };
  const held: Held[] = [];
  const heldWaiters: Array<(h: Held) => void> = [];
  const signingKey = randomBytes(32);
  let tokensIssued = 0;
  let base = '';

  const hold = (send: () => void) => {
    const entry: Held = { release: send };
    const waiter = heldWaiters.shift();
    if (waiter) waiter(entry);
    else held.push(entry);
  };

  const subscriptionLinks = (sub: FakeSubscription) => [
    ...(sub.status === 'APPROVAL_PENDING'
      ? [
          {
            href: `${base}/webapps/billing/subscriptions?ba_token=${sub.baToken}`,
            rel: 'approve',
            method: 'GET',
          },
        ]
      : []),
    { href: `${base}/v1/billing/subscriptions/${sub.id}`, rel: 'edit', method: 'PATCH' },
    { href: `${base}/v1/billing/subscriptions/${sub.id}`, rel: 'self', method: 'GET' },
    ...(sub.status === 'ACTIVE'
      ? [
          {
            href: `${base}/v1/billing/subscriptions/${sub.id}/cancel`,
            rel: 'cancel',
            method: 'POST',
          },
        ]
      : []),
  ];

  const subscriptionJson = (sub: FakeSubscription) => {
    const plan = plans.get(sub.plan_id)!;
    const billed = sub.status !== 'APPROVAL_PENDING' && sub.status !== 'APPROVED';
    return {
      id: sub.id,
      plan_id: sub.plan_id,
      status: sub.status,
      status_update_time: clock().toISOString(),
      ...(sub.custom_id ? { custom_id: sub.custom_id } : {}),
      start_time: sub.start_time.toISOString(),
      quantity: '1',
      ...(billed
        ? {
            subscriber: {
              name: { given_name: 'Test', surname: 'Buyer' },
              email_address: 'buyer@example.com',
              payer_id: 'FAKEPAYER01',
            },
            billing_info: {
              outstanding_balance: { currency_code: plan.price.currency_code, value: '0.00' },
              cycle_executions: [
                {
                  tenure_type: 'REGULAR',
                  sequence: 1,
                  cycles_completed: sub.sales.length,
                  cycles_remaining: 0,
                  current_pricing_scheme_version: 1,
                  total_cycles: 0,
                },
              ],
              ...(sub.last_payment
                ? {
                    last_payment: {
                      amount: sub.last_payment.amount,
                      time: sub.last_payment.time.toISOString(),
                    },
                  }
                : {}),
              ...(sub.next_billing_time
                ? { next_billing_time: sub.next_billing_time.toISOString() }
                : {}),
              failed_payments_count: 0,
            },
          }
        : {}),
      create_time: sub.create_time.toISOString(),
      update_time: clock().toISOString(),
      plan_overridden: false,
      links: subscriptionLinks(sub),
    };
  };

  /** PayPal takes one month's payment: the next charge moves a month on. */
  function charge(sub: FakeSubscription, at: Date) {
    const plan = plans.get(sub.plan_id)!;
    const saleId = id17();
    sub.sales.push(saleId);
    sub.last_payment = { amount: plan.price, time: at };
    sub.next_billing_time = addMonth(at);
    return saleId;
  }

  /** The buyer approved: ACTIVE at once (the first month charged unless it starts later) or only APPROVED. */
  function approveSubscription(sub: FakeSubscription, activate = true) {
    if (sub.status !== 'APPROVAL_PENDING') return;
    if (!activate) {
      sub.status = 'APPROVED';
      return;
    }
    sub.status = 'ACTIVE';
    if (sub.start_time.getTime() > clock().getTime()) sub.next_billing_time = sub.start_time;
    else charge(sub, clock());
  }

  const bearer = (req: IncomingMessage) => {
    const match = /^Bearer (.+)$/.exec(req.headers.authorization ?? '');
    return match && tokens.has(match[1]!) ? match[1] : undefined;
  };

  const parseJson = (body: string): unknown => {
    try {
      return JSON.parse(body);
    } catch {
      return undefined;
    }
  };

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', base);
    const method = req.method ?? 'GET';
    const body = (await readBody(req)).toString('utf8');
    requests.push({ method, path: url.pathname, headers: req.headers, body });
    let m: RegExpExecArray | null;

    if (method === 'POST' && url.pathname === '/v1/oauth2/token') {
      const expected = `Basic ${Buffer.from(`${options.clientId}:${options.clientSecret}`).toString('base64')}`;
      const given = Buffer.from(req.headers.authorization ?? '');
      if (given.length !== expected.length || !timingSafeEqual(given, Buffer.from(expected))) {
        return sendJson(res, 401, {
          error: 'invalid_client',
          error_description: 'Client Authentication failed',
        });
      }
      if (new URLSearchParams(body).get('grant_type') !== 'client_credentials') {
        return sendJson(res, 400, {
          error: 'unsupported_grant_type',
          error_description: 'Grant Type is NULL',
        });
      }
      if (scripts.token.shift() === 'server_error')
        return error(res, 500, 'INTERNAL_SERVER_ERROR', 'An internal server error occurred.');
      const token = `A21AA${randomBytes(24).toString('base64url')}`;
      tokens.add(token);
      tokensIssued += 1;
      return sendJson(res, 200, {
        scope:
          'https://uri.paypal.com/services/payments/payment https://uri.paypal.com/services/applications/webhooks',
        access_token: token,
        token_type: 'Bearer',
        app_id: 'APP-80W284485P519543T',
        expires_in: options.tokenExpiresIn ?? 32_400,
        nonce: `${new Date().toISOString()}${randomBytes(8).toString('hex')}`,
      });
    }

    if (method === 'GET' && url.pathname === '/webapps/billing/subscriptions')
      return approvalPage(url, res);
    if (method === 'GET' && url.pathname === '/webapps/billing/subscriptions/approve')
      return approveAndReturn(url, res);

    if (url.pathname.startsWith('/v1/') && !bearer(req)) {
      return sendJson(res, 401, {
        error: 'invalid_token',
        error_description: 'Token signature verification failed',
      });
    }

    const requestId = req.headers['paypal-request-id'];
    const replay = (call: string) =>
      typeof requestId === 'string' ? replies.get(`${call}:${requestId}`) : undefined;
    const remember = (call: string, status: number, reply: unknown) => {
      if (typeof requestId === 'string')
        replies.set(`${call}:${requestId}`, { status, body: reply });
    };
    const parsed = body ? parseJson(body) : {};
    if (method === 'POST' && !isRecord(parsed))
      return error(res, 400, 'INVALID_REQUEST', INVALID_REQUEST, 'MALFORMED_REQUEST_JSON');
    const input = (parsed ?? {}) as Record<string, unknown>;

    if (method === 'POST' && url.pathname === '/v1/catalogs/products') {
      const previous = replay('product');
      if (previous) return sendJson(res, previous.status, previous.body);
      if (scripts.product.shift() === 'server_error')
        return error(res, 500, 'INTERNAL_SERVER_ERROR', 'An internal server error has occurred.');
      if (typeof input.name !== 'string' || typeof input.type !== 'string')
        return error(res, 400, 'INVALID_REQUEST', INVALID_REQUEST, 'MISSING_REQUIRED_PARAMETER');
      const product = { id: `PROD-${id17()}`, name: input.name };
      products.set(product.id, product);
      const reply = { ...input, ...product, create_time: clock().toISOString() };
      remember('product', 201, reply);
      return sendJson(res, 201, reply);
    }

    if (method === 'POST' && url.pathname === '/v1/billing/plans') {
      const previous = replay('plan');
      if (previous) return sendJson(res, previous.status, previous.body);
      if (scripts.plan.shift() === 'server_error')
        return error(res, 500, 'INTERNAL_SERVER_ERROR', 'An internal server error has occurred.');
      const problem = planProblem(input, products);
      if (problem)
        return error(
          res,
          400,
          'INVALID_REQUEST',
          INVALID_REQUEST,
          problem.issue,
          problem.description,
        );
      const cycles = input.billing_cycles as Array<{
        pricing_scheme: { fixed_price: Money };
      }>;
      const plan: FakePlan = {
        id: `P-${id17()}`,
        product_id: input.product_id as string,
        name: input.name as string,
        status: (input.status as string | undefined) ?? 'ACTIVE',
        price: cycles[0]!.pricing_scheme.fixed_price,
      };
      plans.set(plan.id, plan);
      const reply = {
        ...input,
        id: plan.id,
        status: plan.status,
        create_time: clock().toISOString(),
      };
      remember('plan', 201, reply);
      return sendJson(res, 201, reply);
    }

    if (method === 'POST' && url.pathname === '/v1/billing/subscriptions') {
      const previous = replay('subscription');
      if (previous) return sendJson(res, previous.status, previous.body);
      const outcome = scripts.subscription.shift();
      if (outcome === 'server_error')
        return error(res, 500, 'INTERNAL_SERVER_ERROR', 'An internal server error has occurred.');
      const plan = typeof input.plan_id === 'string' ? plans.get(input.plan_id) : undefined;
      if (!plan || plan.status !== 'ACTIVE')
        return error(
          res,
          422,
          'UNPROCESSABLE_ENTITY',
          UNPROCESSABLE,
          'INVALID_PLAN_STATUS_INVALID',
          'The plan does not exist or is not active.',
        );
      const startTime = typeof input.start_time === 'string' ? new Date(input.start_time) : clock();
      if (Number.isNaN(startTime.getTime()))
        return error(res, 400, 'INVALID_REQUEST', INVALID_REQUEST, 'INVALID_PARAMETER_SYNTAX');
      const sub: FakeSubscription = {
        id: `I-${id17().slice(0, 12)}`,
        plan_id: plan.id,
        ...(typeof input.custom_id === 'string' ? { custom_id: input.custom_id } : {}),
        status: 'APPROVAL_PENDING',
        start_time: startTime,
        create_time: clock(),
        application_context: isRecord(input.application_context)
          ? (input.application_context as FakeSubscription['application_context'])
          : {},
        baToken: `BA-${id17()}`,
        sales: [],
      };
      subscriptions.set(sub.id, sub);
      const reply = {
        id: sub.id,
        status: sub.status,
        status_update_time: clock().toISOString(),
        plan_id: sub.plan_id,
        ...(sub.custom_id ? { custom_id: sub.custom_id } : {}),
        start_time: sub.start_time.toISOString(),
        create_time: sub.create_time.toISOString(),
        links: subscriptionLinks(sub),
      };
      remember('subscription', 201, reply);
      if (outcome === 'slow') return hold(() => sendJson(res, 201, reply));
      return sendJson(res, 201, reply);
    }

    if (method === 'GET' && (m = /^\/v1\/billing\/subscriptions\/([^/]+)$/.exec(url.pathname))) {
      const outcome = scripts.show.shift();
      if (outcome === 'server_error')
        return error(res, 500, 'INTERNAL_SERVER_ERROR', 'An internal server error has occurred.');
      const sub = subscriptions.get(m[1]!);
      if (!sub) return notFound(res);
      const reply = subscriptionJson(sub);
      if (outcome === 'slow') return hold(() => sendJson(res, 200, reply));
      return sendJson(res, 200, reply);
    }

    if (
      method === 'POST' &&
      (m = /^\/v1\/billing\/subscriptions\/([^/]+)\/cancel$/.exec(url.pathname))
    ) {
      if (scripts.cancel.shift() === 'server_error')
        return error(res, 500, 'INTERNAL_SERVER_ERROR', 'An internal server error has occurred.');
      const sub = subscriptions.get(m[1]!);
      if (!sub) return notFound(res);
      if (typeof input.reason !== 'string' || input.reason.length === 0)
        return error(res, 400, 'INVALID_REQUEST', INVALID_REQUEST, 'MISSING_REQUIRED_PARAMETER');
      if (!['ACTIVE', 'SUSPENDED', 'APPROVED'].includes(sub.status))
        return error(
          res,
          422,
          'UNPROCESSABLE_ENTITY',
          UNPROCESSABLE,
          'SUBSCRIPTION_STATUS_INVALID',
          'Invalid subscription status for cancel action; subscription status should be active or suspended.',
        );
      sub.status = 'CANCELLED';
      delete sub.next_billing_time;
      return sendJson(res, 204);
    }

    if (method === 'POST' && url.pathname === '/v1/notifications/verify-webhook-signature') {
      const fields = [
        'auth_algo',
        'cert_url',
        'transmission_id',
        'transmission_sig',
        'transmission_time',
        'webhook_id',
      ] as const;
      if (!fields.every((f) => typeof input[f] === 'string') || !isRecord(input.webhook_event)) {
        return error(
          res,
          400,
          'VALIDATION_ERROR',
          'Invalid request - see details',
          'MISSING_REQUIRED_PARAMETER',
          'A required field is missing.',
        );
      }
      const p = input as Record<(typeof fields)[number], string> & { webhook_event: unknown };
      const expected = sign(
        p.transmission_id,
        p.transmission_time,
        p.webhook_id,
        JSON.stringify(p.webhook_event),
      );
      const ok = p.webhook_id === options.webhookId && p.transmission_sig === expected;
      return sendJson(res, 200, { verification_status: ok ? 'SUCCESS' : 'FAILURE' });
    }

    return notFound(res);
  }

  const notFound = (res: ServerResponse) =>
    error(
      res,
      404,
      'RESOURCE_NOT_FOUND',
      'The specified resource does not exist.',
      'INVALID_RESOURCE_ID',
      'Specified resource ID does not exist. Please check the resource ID and try again.',
    );

  const byBaToken = (url: URL) =>
    [...subscriptions.values()].find((s) => s.baToken === url.searchParams.get('ba_token'));

  /** PayPal's approval page, reduced to the two choices a buyer has. */
  function approvalPage(url: URL, res: ServerResponse) {
    const sub = byBaToken(url);
    if (!sub) return notFound(res);
    const plan = plans.get(sub.plan_id)!;
    const cancel = sub.application_context.cancel_url
      ? withParams(sub.application_context.cancel_url, { token: sub.baToken })
      : undefined;
    const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>PayPal Subscribe (test)</title></head>
<body><main><h1>Subscribe with PayPal (test)</h1>
<p>${escapeHtml(sub.application_context.brand_name ?? 'Merchant')}: ${escapeHtml(plan.name)}</p>
<p>${escapeHtml(plan.price.value)} ${escapeHtml(plan.price.currency_code)} every month, starting ${escapeHtml(sub.start_time.toISOString().slice(0, 10))}</p>
<p><a id="approve" href="/webapps/billing/subscriptions/approve?ba_token=${sub.baToken}">Agree &amp; Subscribe</a></p>
${cancel ? `<p><a id="cancel" href="${escapeHtml(cancel)}">Cancel and return to merchant</a></p>` : ''}
</main></body></html>`;
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html);
  }

  function approveAndReturn(url: URL, res: ServerResponse) {
    const sub = byBaToken(url);
    if (!sub) return notFound(res);
    approveSubscription(sub);
    const target = sub.application_context.return_url
      ? withParams(sub.application_context.return_url, {
          subscription_id: sub.id,
          ba_token: sub.baToken,
          token: id17(),
        })
      : undefined;
    if (!target) return sendJson(res, 200, { id: sub.id, status: sub.status });
    res.writeHead(302, { location: target }).end();
  }

  const sign = (transmissionId: string, time: string, webhookId: string, body: string) =>
    createHmac('sha256', signingKey)
      .update(`${transmissionId}|${time}|${webhookId}|${crc32(body)}`)
      .digest('base64');

  /** Signs an event the way PayPal's delivery headers carry it (an HMAC stands in for PayPal's RSA key). */
  function deliver(event: Record<string, unknown>): WebhookDelivery {
    const body = JSON.stringify(event);
    const transmissionId = randomUUID();
    const time = clock().toISOString();
    return {
      event,
      body,
      headers: {
        'content-type': 'application/json',
        'paypal-auth-algo': 'SHA256withRSA',
        'paypal-cert-url': `${base}/v1/notifications/certs/CERT-360caa42-fca2a594-fake`,
        'paypal-transmission-id': transmissionId,
        'paypal-transmission-sig': sign(transmissionId, time, options.webhookId, body),
        'paypal-transmission-time': time,
      },
    };
  }

  const event = (eventType: string, resourceType: string, summary: string, resource: unknown) => ({
    id: `WH-${id17()}-${id17()}`,
    event_version: '1.0',
    create_time: clock().toISOString(),
    resource_type: resourceType,
    resource_version: '2.0',
    event_type: eventType,
    summary,
    resource,
    links: [],
  });

  const server = createServer((req, res) => {
    handle(req, res).catch((err: unknown) => {
      if (!res.headersSent) error(res, 500, 'INTERNAL_SERVER_ERROR', String(err));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const subscriptionOf = (id: string) => {
    const sub = subscriptions.get(id);
    if (!sub) throw new Error(`The fake has no subscription ${id}`);
    return sub;
  };

  const subscriptionEvent = (type: string, summary: string, sub: FakeSubscription) =>
    deliver(event(type, 'subscription', summary, subscriptionJson(sub)));

  return {
    /** The API root for PAYPAL_API_BASE; the approval pages live here too. */
    url: base,
    requests,
    products,
    plans,
    subscriptions,
    tokensIssued: () => tokensIssued,
    /** The next answers of a call, first in first used; calls without a script succeed. */
    script<K extends keyof typeof scripts>(call: K, ...outcomes: (typeof scripts)[K]) {
      scripts[call].push(...outcomes);
    },
    /** Every token issued so far stops working (PayPal revoked them, say after a credential change). */
    revokeTokens() {
      tokens.clear();
    },
    /** The buyer clicks Agree & Subscribe; `activate: false` leaves it APPROVED (PayPal not done yet). */
    approve(subscriptionId: string, { activate = true } = {}) {
      approveSubscription(subscriptionOf(subscriptionId), activate);
    },
    /** PayPal finishes activating an APPROVED subscription: BILLING.SUBSCRIPTION.ACTIVATED. */
    activate(subscriptionId: string): WebhookDelivery {
      const sub = subscriptionOf(subscriptionId);
      sub.status = 'APPROVAL_PENDING';
      approveSubscription(sub);
      return subscriptionEvent('BILLING.SUBSCRIPTION.ACTIVATED', 'Subscription activated', sub);
    },
    /** The monthly charge at the next billing time: PAYMENT.SALE.COMPLETED. */
    renew(subscriptionId: string): WebhookDelivery {
      const sub = subscriptionOf(subscriptionId);
      if (sub.status !== 'ACTIVE' || !sub.next_billing_time)
        throw new Error(`Subscription ${subscriptionId} does not renew (${sub.status})`);
      const at = sub.next_billing_time;
      const saleId = charge(sub, at);
      const plan = plans.get(sub.plan_id)!;
      return deliver(
        event(
          'PAYMENT.SALE.COMPLETED',
          'sale',
          `Payment completed for $ ${plan.price.value} ${plan.price.currency_code}`,
          {
            id: saleId,
            state: 'completed',
            amount: { total: plan.price.value, currency: plan.price.currency_code },
            payment_mode: 'INSTANT_TRANSFER',
            billing_agreement_id: sub.id,
            create_time: at.toISOString(),
            update_time: at.toISOString(),
            links: [
              { href: `${base}/v1/payments/sale/${saleId}`, rel: 'self', method: 'GET' },
              { href: `${base}/v1/payments/sale/${saleId}/refund`, rel: 'refund', method: 'POST' },
            ],
          },
        ),
      );
    },
    /** The buyer cancels in their PayPal account: BILLING.SUBSCRIPTION.CANCELLED. */
    cancelElsewhere(subscriptionId: string): WebhookDelivery {
      const sub = subscriptionOf(subscriptionId);
      sub.status = 'CANCELLED';
      delete sub.next_billing_time;
      return subscriptionEvent('BILLING.SUBSCRIPTION.CANCELLED', 'Subscription cancelled', sub);
    },
    /** Payments failed too often: BILLING.SUBSCRIPTION.SUSPENDED. */
    suspend(subscriptionId: string): WebhookDelivery {
      const sub = subscriptionOf(subscriptionId);
      sub.status = 'SUSPENDED';
      return subscriptionEvent('BILLING.SUBSCRIPTION.SUSPENDED', 'Subscription suspended', sub);
    },
    /** Resolves with the next answer held back by a 'slow' script, to be released by the test. */
    nextHeld(): Promise<Held> {
      const ready = held.shift();
      return ready ? Promise.resolve(ready) : new Promise((resolve) => heldWaiters.push(resolve));
    },
    /** Any event, signed as PayPal would sign it. */
    deliver,
    event,
    async close() {
      for (const entry of held.splice(0)) entry.release();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type PayPalFake = Awaited<ReturnType<typeof startPayPalFake>>;

function withParams(target: string, params: Record<string, string>) {
  const url = new URL(target);
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  return url.toString();
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** The create-plan checks PayPal makes that matter here: a known product and a monthly fixed price. */
function planProblem(
  body: Record<string, unknown>,
  products: Map<string, unknown>,
): { issue: string; description: string } | undefined {
  if (typeof body.product_id !== 'string' || !products.has(body.product_id))
    return { issue: 'INVALID_PARAMETER_VALUE', description: 'The product_id is invalid.' };
  if (typeof body.name !== 'string')
    return {
      issue: 'MISSING_REQUIRED_PARAMETER',
      description: 'A required field is missing: name.',
    };
  const cycles = body.billing_cycles;
  if (!Array.isArray(cycles) || cycles.length === 0)
    return {
      issue: 'MISSING_REQUIRED_PARAMETER',
      description: 'A required field is missing: billing_cycles.',
    };
  for (const cycle of cycles) {
    const price =
      isRecord(cycle) && isRecord(cycle.pricing_scheme)
        ? cycle.pricing_scheme.fixed_price
        : undefined;
    if (
      !isRecord(price) ||
      typeof price.currency_code !== 'string' ||
      !/^[A-Z]{3}$/.test(price.currency_code) ||
      typeof price.value !== 'string' ||
      !/^\d{1,10}(\.\d{1,2})?$/.test(price.value)
    )
      return {
        issue: 'INVALID_PARAMETER_SYNTAX',
        description: 'The value of a field does not conform to the expected format: fixed_price.',
      };
    if (!isRecord(cycle.frequency) || typeof cycle.frequency.interval_unit !== 'string')
      return {
        issue: 'MISSING_REQUIRED_PARAMETER',
        description: 'A required field is missing: frequency.',
      };
  }
  return undefined;
}
