import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPayPalClient } from '@server/services/paypal/paypal-client';
import { PayPalError } from '@server/services/paypal/paypal-error';
import { approveLink, firstCapture } from '@server/services/paypal/paypal-schemas';
import { buildOrderRequest } from '@server/modules/billing/order-request';
import { planById } from '@shared/constants/plans';
import { startPayPalFake, type PayPalFake } from '../../fakes/paypal/paypal-fake';
import { PAYPAL, paypalCalls } from './support';

let fake: PayPalFake;
beforeAll(async () => {
  fake = await startPayPalFake({ ...PAYPAL, tokenExpiresIn: 3600 });
});
afterAll(() => fake.close());

const order = () =>
  buildOrderRequest({
    plan: planById('pro'),
    publicUrl: 'http://studio.test',
    localOrderId: 'local-1',
  });

function client(overrides: Partial<Parameters<typeof createPayPalClient>[0]> = {}) {
  return createPayPalClient({
    clientId: PAYPAL.clientId,
    clientSecret: PAYPAL.clientSecret,
    apiBase: fake.url,
    ...overrides,
  });
}

describe('PayPal client against the local fake', () => {
  it('gets a token with Basic auth and client_credentials, and reuses it until 30 s before expiry', async () => {
    let clock = 0;
    const paypal = client({ now: () => clock });
    const before = fake.tokensIssued();
    await paypal.createOrder(order(), crypto.randomUUID());
    clock = (3600 - 31) * 1000;
    await paypal.createOrder(order(), crypto.randomUUID());
    expect(fake.tokensIssued() - before).toBe(1);
    clock = (3600 - 30) * 1000;
    await paypal.createOrder(order(), crypto.randomUUID());
    expect(fake.tokensIssued() - before).toBe(2);

    const tokenCall = paypalCalls(fake, /^\/v1\/oauth2\/token$/).at(-1)!;
    expect(tokenCall.headers.authorization).toBe(
      `Basic ${Buffer.from(`${PAYPAL.clientId}:${PAYPAL.clientSecret}`).toString('base64')}`,
    );
    expect(tokenCall.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(tokenCall.body).toBe('grant_type=client_credentials');
  });

  it('creates an order with the request id and reads its approval link', async () => {
    const requestId = crypto.randomUUID();
    const created = await client().createOrder(order(), requestId);
    expect(created.status).toBe('CREATED');
    expect(approveLink(created)).toBe(`${fake.url}/checkoutnow?token=${created.id}`);
    const call = paypalCalls(fake, /^\/v2\/checkout\/orders$/).at(-1)!;
    expect(call.headers['paypal-request-id']).toBe(requestId);
    expect(JSON.parse(call.body).purchase_units[0].amount).toEqual({
      currency_code: 'USD',
      value: '29.00',
    });
    // The same request id answers the same order: a retried create does not open a second one.
    const again = await client().createOrder(order(), requestId);
    expect(again.id).toBe(created.id);
  });

  it('captures once per request id and reports PayPal errors by issue', async () => {
    const paypal = client();
    const created = await paypal.createOrder(order(), crypto.randomUUID());
    const notApproved = await paypal
      .captureOrder(created.id, crypto.randomUUID())
      .catch((e: unknown) => e);
    expect(notApproved).toBeInstanceOf(PayPalError);
    expect(notApproved).toMatchObject({
      kind: 'rejected',
      details: { status: 422, issue: 'ORDER_NOT_APPROVED' },
    });

    fake.approve(created.id);
    const requestId = crypto.randomUUID();
    const first = await paypal.captureOrder(created.id, requestId);
    const replayed = await paypal.captureOrder(created.id, requestId);
    expect(firstCapture(first)).toMatchObject({
      status: 'COMPLETED',
      amount: { value: '29.00', currency_code: 'USD' },
    });
    expect(firstCapture(replayed)!.id).toBe(firstCapture(first)!.id);
    expect(fake.orders.get(created.id)!.captures).toHaveLength(1);

    const already = await paypal
      .captureOrder(created.id, crypto.randomUUID())
      .catch((e: unknown) => e);
    expect(already).toMatchObject({ kind: 'rejected', issue: 'ORDER_ALREADY_CAPTURED' });
    expect(firstCapture(await paypal.getOrder(created.id))!.id).toBe(firstCapture(first)!.id);
  });

  it('reports wrong credentials as an auth failure without the secret in the message', async () => {
    const error = await client({ clientSecret: 'wrong-secret-value' })
      .createOrder(order(), crypto.randomUUID())
      .catch((e: unknown) => e);
    expect(error).toMatchObject({
      kind: 'auth',
      details: { status: 401, errorName: 'invalid_client' },
    });
    expect((error as Error).message).not.toContain('wrong-secret-value');
  });

  it('reports 5xx as a server failure and an unreachable host as a network failure', async () => {
    fake.script('create', 'server_error');
    await expect(client().createOrder(order(), crypto.randomUUID())).rejects.toMatchObject({
      kind: 'server',
      details: { status: 500 },
    });
    await expect(
      client({ apiBase: 'http://127.0.0.1:9' }).createOrder(order(), crypto.randomUUID()),
    ).rejects.toMatchObject({ kind: 'network' });
  });

  it('gives up on a call that does not answer in time', async () => {
    const timers: AbortController[] = [];
    const paypal = client({
      timeoutSignal: () => {
        const controller = new AbortController();
        timers.push(controller);
        return controller.signal;
      },
    });
    await paypal.createOrder(order(), crypto.randomUUID());
    fake.script('create', 'slow');
    const pending = paypal.createOrder(order(), crypto.randomUUID()).catch((e: unknown) => e);
    const held = await fake.nextHeld();
    timers.at(-1)!.abort(new DOMException('The operation timed out.', 'TimeoutError'));
    expect(await pending).toMatchObject({ kind: 'timeout' });
    held.release();
  });

  it('renews a token PayPal stopped accepting and retries the call once', async () => {
    const paypal = client();
    await paypal.createOrder(order(), crypto.randomUUID());
    const before = fake.tokensIssued();
    fake.revokeTokens();
    const created = await paypal.createOrder(order(), crypto.randomUUID());
    expect(created.status).toBe('CREATED');
    expect(fake.tokensIssued()).toBe(before + 1);
  });

  it('asks PayPal to verify webhook signatures with the body exactly as received', async () => {
    const delivery = fake.refundCapture(fake.captureElsewhere((await createAndApprove()).id).id);
    const h = delivery.headers;
    const transmission = {
      authAlgo: h['paypal-auth-algo']!,
      certUrl: h['paypal-cert-url']!,
      transmissionId: h['paypal-transmission-id']!,
      transmissionSig: h['paypal-transmission-sig']!,
      transmissionTime: h['paypal-transmission-time']!,
    };
    const paypal = client();
    expect(
      await paypal.verifyWebhookSignature({
        transmission,
        webhookId: PAYPAL.webhookId,
        rawEvent: delivery.body,
      }),
    ).toBe(true);
    const sent = JSON.parse(paypalCalls(fake, /verify-webhook-signature$/).at(-1)!.body);
    expect(sent).toMatchObject({
      auth_algo: 'SHA256withRSA',
      webhook_id: PAYPAL.webhookId,
      transmission_id: transmission.transmissionId,
    });
    expect(sent.webhook_event).toEqual(delivery.event);

    const tampered = delivery.body.replace('"COMPLETED"', '"PENDING"');
    expect(
      await paypal.verifyWebhookSignature({
        transmission,
        webhookId: PAYPAL.webhookId,
        rawEvent: tampered,
      }),
    ).toBe(false);
    expect(
      await paypal.verifyWebhookSignature({
        transmission,
        webhookId: 'another-webhook',
        rawEvent: delivery.body,
      }),
    ).toBe(false);
  });
});

async function createAndApprove() {
  const created = await client().createOrder(order(), crypto.randomUUID());
  fake.approve(created.id);
  return created;
}
