import { createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { crc32 } from 'node:zlib';
import { isRecord, readBody, sendJson } from '../github/json-http';

/**
 * A local stand-in for PayPal's REST API (https://developer.paypal.com/api/rest/): OAuth client
 * credentials, Orders v2 (create, show, capture, with PayPal-Request-Id idempotency), webhook
 * signature verification, and a buyer approval page. Errors use PayPal's documented body
 * `{ name, message, debug_id, details: [{ issue, description }], links }`.
 */

interface Money {
  currency_code: string;
  value: string;
}

export interface FakeCapture {
  id: string;
  status: 'COMPLETED' | 'PENDING' | 'DECLINED' | 'REFUNDED';
  amount: Money;
  final_capture: boolean;
  custom_id?: string;
  status_details?: { reason: string };
  create_time: string;
  update_time: string;
  orderId: string;
}

export interface FakeOrder {
  id: string;
  intent: string;
  status: 'CREATED' | 'APPROVED' | 'COMPLETED';
  purchase_units: Array<{
    reference_id?: string;
    custom_id?: string;
    description?: string;
    amount: Money;
  }>;
  application_context: {
    return_url?: string;
    cancel_url?: string;
    brand_name?: string;
    user_action?: string;
  };
  create_time: string;
  captures: FakeCapture[];
  /** The PayPal-Request-Id the order was created with. */
  requestId: string | undefined;
}

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: string;
}

export type TokenOutcome = 'server_error';
export type CreateOutcome = 'server_error' | 'slow';
export type CaptureOutcome =
  'completed' | 'pending' | 'declined' | 'already_captured' | 'server_error' | 'slow';

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
}

interface Held {
  release: () => void;
}

const id17 = () => {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789';
  return Array.from(randomBytes(17), (b) => alphabet[b % alphabet.length]).join('');
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
        href: `https://developer.paypal.com/docs/api/orders/v2/#error-${issue ?? name}`,
        rel: 'information_link',
        method: 'GET',
      },
    ],
  });

const UNPROCESSABLE =
  'The requested action could not be performed, semantically incorrect, or failed business validation.';

export async function startPayPalFake(options: PayPalFakeOptions) {
  const requests: RecordedRequest[] = [];
  const orders = new Map<string, FakeOrder>();
  const captures = new Map<string, FakeCapture>();
  /** Answers by "call:PayPal-Request-Id": a repeated request gets the first answer again. */
  const replies = new Map<string, { status: number; body: unknown }>();
  const tokens = new Set<string>();
  const scripts = {
    token: [] as TokenOutcome[],
    create: [] as CreateOutcome[],
    capture: [] as CaptureOutcome[],
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

  const links = (order: FakeOrder) => [
    { href: `${base}/v2/checkout/orders/${order.id}`, rel: 'self', method: 'GET' },
    { href: `${base}/checkoutnow?token=${order.id}`, rel: 'approve', method: 'GET' },
    { href: `${base}/v2/checkout/orders/${order.id}`, rel: 'update', method: 'PATCH' },
    { href: `${base}/v2/checkout/orders/${order.id}/capture`, rel: 'capture', method: 'POST' },
  ];

  const captureJson = (c: FakeCapture) => ({
    id: c.id,
    status: c.status,
    ...(c.status_details ? { status_details: c.status_details } : {}),
    amount: c.amount,
    final_capture: c.final_capture,
    ...(c.custom_id ? { custom_id: c.custom_id } : {}),
    supplementary_data: { related_ids: { order_id: c.orderId } },
    create_time: c.create_time,
    update_time: c.update_time,
    links: [
      { href: `${base}/v2/payments/captures/${c.id}`, rel: 'self', method: 'GET' },
      { href: `${base}/v2/payments/captures/${c.id}/refund`, rel: 'refund', method: 'POST' },
      { href: `${base}/v2/checkout/orders/${c.orderId}`, rel: 'up', method: 'GET' },
    ],
  });

  const orderJson = (order: FakeOrder, representation: boolean) =>
    representation
      ? {
          id: order.id,
          intent: order.intent,
          status: order.status,
          purchase_units: order.purchase_units.map((unit) => ({
            ...unit,
            ...(order.captures.length
              ? { payments: { captures: order.captures.map(captureJson) } }
              : {}),
          })),
          ...(order.status !== 'CREATED'
            ? { payer: { payer_id: 'FAKEPAYER01', email_address: 'buyer@example.com' } }
            : {}),
          create_time: order.create_time,
          links:
            order.status === 'CREATED'
              ? links(order)
              : links(order).filter((l) => l.rel === 'self'),
        }
      : {
          id: order.id,
          status: order.status,
          links: order.status === 'CREATED' ? links(order) : links(order).slice(0, 1),
        };

  const wantsRepresentation = (req: IncomingMessage) =>
    String(req.headers.prefer ?? '').includes('return=representation');

  function doCapture(order: FakeOrder, status: 'COMPLETED' | 'PENDING'): FakeCapture {
    const now = new Date().toISOString();
    const unit = order.purchase_units[0]!;
    const capture: FakeCapture = {
      id: id17(),
      status,
      amount: unit.amount,
      final_capture: true,
      ...(unit.custom_id ? { custom_id: unit.custom_id } : {}),
      ...(status === 'PENDING' ? { status_details: { reason: 'PENDING_REVIEW' } } : {}),
      create_time: now,
      update_time: now,
      orderId: order.id,
    };
    order.captures.push(capture);
    order.status = 'COMPLETED';
    captures.set(capture.id, capture);
    return capture;
  }

  const bearer = (req: IncomingMessage) => {
    const match = /^Bearer (.+)$/.exec(req.headers.authorization ?? '');
    return match && tokens.has(match[1]!) ? match[1] : undefined;
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

    if (method === 'GET' && url.pathname === '/checkoutnow') return approvalPage(url, res);
    if (method === 'GET' && url.pathname === '/checkoutnow/approve')
      return approveAndReturn(url, res);

    if (url.pathname.startsWith('/v1/') || url.pathname.startsWith('/v2/')) {
      if (!bearer(req)) {
        return sendJson(res, 401, {
          error: 'invalid_token',
          error_description: 'Token signature verification failed',
        });
      }
    }

    const requestId = req.headers['paypal-request-id'];
    const replay = (call: string) =>
      typeof requestId === 'string' ? replies.get(`${call}:${requestId}`) : undefined;
    const remember = (call: string, status: number, reply: unknown) => {
      if (typeof requestId === 'string')
        replies.set(`${call}:${requestId}`, { status, body: reply });
    };

    if (method === 'POST' && url.pathname === '/v2/checkout/orders') {
      const previous = replay('create');
      if (previous) return sendJson(res, previous.status, previous.body);
      const outcome = scripts.create.shift();
      if (outcome === 'server_error')
        return error(res, 500, 'INTERNAL_SERVER_ERROR', 'An internal server error has occurred.');
      let parsed: unknown;
      try {
        parsed = JSON.parse(body);
      } catch {
        return error(
          res,
          400,
          'INVALID_REQUEST',
          'Request is not well-formed, syntactically incorrect, or violates schema.',
          'MALFORMED_REQUEST_JSON',
        );
      }
      const problem = orderProblem(parsed);
      if (problem)
        return error(
          res,
          400,
          'INVALID_REQUEST',
          'Request is not well-formed, syntactically incorrect, or violates schema.',
          problem.issue,
          problem.description,
        );
      const input = parsed as {
        intent: string;
        purchase_units: FakeOrder['purchase_units'];
        application_context?: FakeOrder['application_context'];
      };
      const order: FakeOrder = {
        id: id17(),
        intent: input.intent,
        status: 'CREATED',
        purchase_units: input.purchase_units,
        application_context: input.application_context ?? {},
        create_time: new Date().toISOString(),
        captures: [],
        requestId: typeof requestId === 'string' ? requestId : undefined,
      };
      orders.set(order.id, order);
      const reply = orderJson(order, wantsRepresentation(req));
      remember('create', 201, reply);
      if (outcome === 'slow') return hold(() => sendJson(res, 201, reply));
      return sendJson(res, 201, reply);
    }

    if (method === 'GET' && (m = /^\/v2\/checkout\/orders\/([^/]+)$/.exec(url.pathname))) {
      const order = orders.get(m[1]!);
      if (!order) return notFound(res);
      return sendJson(res, 200, orderJson(order, true));
    }

    if (
      method === 'POST' &&
      (m = /^\/v2\/checkout\/orders\/([^/]+)\/capture$/.exec(url.pathname))
    ) {
      const order = orders.get(m[1]!);
      if (!order) return notFound(res);
      const previous = replay(`capture:${order.id}`);
      if (previous) return sendJson(res, previous.status, previous.body);
      const outcome = scripts.capture.shift() ?? 'completed';
      if (outcome === 'server_error')
        return error(res, 500, 'INTERNAL_SERVER_ERROR', 'An internal server error has occurred.');
      if (outcome === 'already_captured' || order.status === 'COMPLETED') {
        return error(
          res,
          422,
          'UNPROCESSABLE_ENTITY',
          UNPROCESSABLE,
          'ORDER_ALREADY_CAPTURED',
          'Order already captured. If intent=CAPTURE only one capture per order is allowed.',
        );
      }
      if (order.status !== 'APPROVED') {
        return error(
          res,
          422,
          'UNPROCESSABLE_ENTITY',
          UNPROCESSABLE,
          'ORDER_NOT_APPROVED',
          'Payer has not yet approved the Order for payment. Please redirect the payer to the rel:approve url.',
        );
      }
      if (outcome === 'declined') {
        // The buyer must approve again with another funding source.
        order.status = 'CREATED';
        return error(
          res,
          422,
          'UNPROCESSABLE_ENTITY',
          UNPROCESSABLE,
          'INSTRUMENT_DECLINED',
          "The instrument presented was either declined by the processor or bank, or it can't be used for this payment.",
        );
      }
      doCapture(order, outcome === 'pending' ? 'PENDING' : 'COMPLETED');
      const reply = orderJson(order, wantsRepresentation(req));
      remember(`capture:${order.id}`, 201, reply);
      // A slow answer: PayPal has captured, but the caller hears nothing until released.
      if (outcome === 'slow') return hold(() => sendJson(res, 201, reply));
      return sendJson(res, 201, reply);
    }

    if (method === 'POST' && url.pathname === '/v1/notifications/verify-webhook-signature') {
      let parsed: unknown;
      try {
        parsed = JSON.parse(body);
      } catch {
        return error(
          res,
          400,
          'INVALID_REQUEST',
          'Request is not well-formed, syntactically incorrect, or violates schema.',
          'MALFORMED_REQUEST_JSON',
        );
      }
      const fields = [
        'auth_algo',
        'cert_url',
        'transmission_id',
        'transmission_sig',
        'transmission_time',
        'webhook_id',
      ] as const;
      if (
        !isRecord(parsed) ||
        !fields.every((f) => typeof parsed[f] === 'string') ||
        !isRecord(parsed.webhook_event)
      ) {
        return error(
          res,
          400,
          'VALIDATION_ERROR',
          'Invalid request - see details',
          'MISSING_REQUIRED_PARAMETER',
          'A required field is missing.',
        );
      }
      const p = parsed as Record<(typeof fields)[number], string> & { webhook_event: unknown };
      const expected = sign(
        p.transmission_id,
        p.transmission_time,
        p.webhook_id,
        JSON.stringify(p.webhook_event),
      );
      const ok = p.webhook_id === options.webhookId && p.transmission_sig === expected;
      return sendJson(res, 200, { verification_status: ok ? 'SUCCESS' : 'FAILURE' });
    }

    return error(
      res,
      404,
      'RESOURCE_NOT_FOUND',
      'The specified resource does not exist.',
      'INVALID_RESOURCE_ID',
    );
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

  /** PayPal's approval page, reduced to the two choices a buyer has. */
  function approvalPage(url: URL, res: ServerResponse) {
    const order = orders.get(url.searchParams.get('token') ?? '');
    if (!order) return notFound(res);
    const cancel = withToken(order.application_context.cancel_url, order.id);
    const unit = order.purchase_units[0]!;
    const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>PayPal Checkout (test)</title></head>
<body><main><h1>Pay with PayPal (test)</h1>
<p>${escapeHtml(order.application_context.brand_name ?? 'Merchant')}: ${escapeHtml(unit.description ?? '')}</p>
<p>Total: ${escapeHtml(unit.amount.value)} ${escapeHtml(unit.amount.currency_code)}</p>
<p><a id="approve" href="/checkoutnow/approve?token=${order.id}">Pay Now</a></p>
${cancel ? `<p><a id="cancel" href="${escapeHtml(cancel)}">Cancel and return to merchant</a></p>` : ''}
</main></body></html>`;
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html);
  }

  function approveAndReturn(url: URL, res: ServerResponse) {
    const order = orders.get(url.searchParams.get('token') ?? '');
    if (!order) return notFound(res);
    if (order.status === 'CREATED') order.status = 'APPROVED';
    const target = withToken(order.application_context.return_url, order.id, 'FAKEPAYER01');
    if (!target) return sendJson(res, 200, { id: order.id, status: order.status });
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
    const time = new Date().toISOString();
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
    create_time: new Date().toISOString(),
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

  const captureOf = (captureId: string) => {
    const capture = captures.get(captureId);
    if (!capture) throw new Error(`The fake has no capture ${captureId}`);
    return capture;
  };

  return {
    /** The API root for PAYPAL_API_BASE; the approval pages live here too. */
    url: base,
    requests,
    orders,
    captures,
    tokensIssued: () => tokensIssued,
    /** The next answers of a call, first in first used; calls without a script succeed. */
    script<K extends keyof typeof scripts>(call: K, ...outcomes: (typeof scripts)[K]) {
      (scripts[call] as string[]).push(...outcomes);
    },
    /** Every token issued so far stops working (PayPal revoked them, say after a credential change). */
    revokeTokens() {
      tokens.clear();
    },
    /** The buyer clicks Pay Now on the approval page. */
    approve(orderId: string) {
      const order = orders.get(orderId);
      if (!order) throw new Error(`The fake has no order ${orderId}`);
      if (order.status === 'CREATED') order.status = 'APPROVED';
    },
    /** Another system captured the order (so our capture call meets ORDER_ALREADY_CAPTURED). */
    captureElsewhere(orderId: string) {
      const order = orders.get(orderId);
      if (!order) throw new Error(`The fake has no order ${orderId}`);
      return doCapture(order, 'COMPLETED');
    },
    /** Resolves with the next answer held back by a 'slow' script, to be released by the test. */
    nextHeld(): Promise<Held> {
      const ready = held.shift();
      return ready ? Promise.resolve(ready) : new Promise((resolve) => heldWaiters.push(resolve));
    },
    /** PayPal finishes its review of a pending capture: PAYMENT.CAPTURE.COMPLETED. */
    completeCapture(captureId: string): WebhookDelivery {
      const capture = captureOf(captureId);
      capture.status = 'COMPLETED';
      delete capture.status_details;
      capture.update_time = new Date().toISOString();
      return deliver(
        event(
          'PAYMENT.CAPTURE.COMPLETED',
          'capture',
          `Payment completed for $ ${capture.amount.value} ${capture.amount.currency_code}`,
          captureJson(capture),
        ),
      );
    },
    /** PayPal denies a pending capture: PAYMENT.CAPTURE.DENIED. */
    denyCapture(captureId: string): WebhookDelivery {
      const capture = captureOf(captureId);
      capture.status = 'DECLINED';
      return deliver(
        event(
          'PAYMENT.CAPTURE.DENIED',
          'capture',
          `A $ ${capture.amount.value} ${capture.amount.currency_code} capture payment was denied`,
          captureJson(capture),
        ),
      );
    },
    /** The merchant refunds a capture in full: PAYMENT.CAPTURE.REFUNDED with the refund as resource. */
    refundCapture(captureId: string): WebhookDelivery {
      const capture = captureOf(captureId);
      capture.status = 'REFUNDED';
      const refundId = id17();
      return deliver(
        event(
          'PAYMENT.CAPTURE.REFUNDED',
          'refund',
          `A $ ${capture.amount.value} ${capture.amount.currency_code} capture payment was refunded`,
          {
            id: refundId,
            amount: capture.amount,
            status: 'COMPLETED',
            create_time: new Date().toISOString(),
            links: [
              { href: `${base}/v2/payments/refunds/${refundId}`, rel: 'self', method: 'GET' },
              { href: `${base}/v2/payments/captures/${capture.id}`, rel: 'up', method: 'GET' },
            ],
          },
        ),
      );
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

function withToken(target: string | undefined, token: string, payerId?: string) {
  if (!target) return undefined;
  const url = new URL(target);
  url.searchParams.set('token', token);
  if (payerId) url.searchParams.set('PayerID', payerId);
  return url.toString();
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** The create-order checks PayPal makes that matter here: intent, units, amounts. */
function orderProblem(body: unknown): { issue: string; description: string } | undefined {
  if (!isRecord(body))
    return { issue: 'MALFORMED_REQUEST_JSON', description: 'The request JSON is not well formed.' };
  if (body.intent !== 'CAPTURE' && body.intent !== 'AUTHORIZE') {
    return {
      issue: 'INVALID_PARAMETER_VALUE',
      description: 'The value of a field is invalid: intent.',
    };
  }
  const units = body.purchase_units;
  if (!Array.isArray(units) || units.length === 0) {
    return {
      issue: 'MISSING_REQUIRED_PARAMETER',
      description: 'A required field / parameter is missing: purchase_units.',
    };
  }
  for (const unit of units) {
    const amount = isRecord(unit) ? unit.amount : undefined;
    if (
      !isRecord(amount) ||
      typeof amount.currency_code !== 'string' ||
      !/^[A-Z]{3}$/.test(amount.currency_code)
    ) {
      return {
        issue: 'MISSING_REQUIRED_PARAMETER',
        description: 'A required field / parameter is missing: amount.currency_code.',
      };
    }
    if (typeof amount.value !== 'string' || !/^\d{1,10}(\.\d{1,2})?$/.test(amount.value)) {
      return {
        issue: 'INVALID_PARAMETER_SYNTAX',
        description: 'The value of a field does not conform to the expected format: amount.value.',
      };
    }
  }
  return undefined;
}
