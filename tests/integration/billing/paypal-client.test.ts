import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPayPalClient } from '@server/services/paypal/paypal-client';
import { PayPalError } from '@server/services/paypal/paypal-error';
import { approveLink } from '@server/services/paypal/paypal-schemas';
import {
  planRequest,
  productRequest,
  subscriptionRequest,
} from '@server/modules/billing/subscription-request';
import { planById } from '@shared/constants/plans';
import { startPayPalFake, type PayPalFake } from '../../fakes/paypal/paypal-fake';
import { PAYPAL, paypalCalls } from './support';

let fake: PayPalFake;
let paypalPlanId: string;
beforeAll(async () => {
  fake = await startPayPalFake({ ...PAYPAL, tokenExpiresIn: 3600 });
  const product = await client().createProduct(
    productRequest(planById('pro')),
    crypto.randomUUID(),
  );
  paypalPlanId = (
    await client().createPlan(planRequest(planById('pro'), product.id), crypto.randomUUID())
  ).id;
});
afterAll(() => fake.close());

const order = () =>
  subscriptionRequest({
    plan: planById('pro'),
    paypalPlanId,
    userId: 'user-1',
    publicUrl: 'http://studio.test',
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
    await paypal.createSubscription(order(), crypto.randomUUID());
    clock = (3600 - 31) * 1000;
    await paypal.createSubscription(order(), crypto.randomUUID());
    expect(fake.tokensIssued() - before).toBe(1);
    clock = (3600 - 30) * 1000;
    await paypal.createSubscription(order(), crypto.randomUUID());
    expect(fake.tokensIssued() - before).toBe(2);

    const tokenCall = paypalCalls(fake, /^\/v1\/oauth2\/token$/).at(-1)!;
    expect(tokenCall.headers.authorization).toBe(
      `Basic ${Buffer.from(`${PAYPAL.clientId}:${PAYPAL.clientSecret}`).toString('base64')}`,
    );
    expect(tokenCall.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(tokenCall.body).toBe('grant_type=client_credentials');
  });

  it('creates a subscription with the request id and reads its approval link', async () => {
    const requestId = crypto.randomUUID();
    const created = await client().createSubscription(order(), requestId);
    expect(created.status).toBe('APPROVAL_PENDING');
    expect(approveLink(created)).toMatch(
      new RegExp(`^${fake.url}/webapps/billing/subscriptions\\?ba_token=BA-`),
    );
    const call = paypalCalls(fake, /^\/v1\/billing\/subscriptions$/).at(-1)!;
    expect(call.headers['paypal-request-id']).toBe(requestId);
    expect(JSON.parse(call.body).plan_id).toBe(paypalPlanId);
    // The same request id answers the same subscription: a retried create does not open a second one.
    const again = await client().createSubscription(order(), requestId);
    expect(again.id).toBe(created.id);
  });

  it('reads and cancels a subscription, and reports PayPal errors by issue', async () => {
    const paypal = client();
    const created = await paypal.createSubscription(order(), crypto.randomUUID());
    const early = await paypal
      .cancelSubscription(created.id, 'changed my mind')
      .catch((e: unknown) => e);
    expect(early).toBeInstanceOf(PayPalError);
    expect(early).toMatchObject({
      kind: 'rejected',
      details: { status: 422, issue: 'SUBSCRIPTION_STATUS_INVALID' },
    });

    fake.approve(created.id);
    const active = await paypal.getSubscription(created.id);
    expect(active).toMatchObject({
      status: 'ACTIVE',
      custom_id: 'user-1',
      billing_info: { last_payment: { amount: { value: '29.00', currency_code: 'USD' } } },
    });
    expect(active.billing_info?.next_billing_time).toEqual(expect.any(String));
    await paypal.cancelSubscription(created.id, 'changed my mind');
    expect((await paypal.getSubscription(created.id)).status).toBe('CANCELLED');
    await expect(paypal.getSubscription('I-NOSUCHONE')).rejects.toMatchObject({
      kind: 'rejected',
      details: { status: 404 },
    });
  });

  it('reports wrong credentials as an auth failure without the secret in the message', async () => {
    const error = await client({ clientSecret: 'wrong-secret-value' })
      .createSubscription(order(), crypto.randomUUID())
      .catch((e: unknown) => e);
    expect(error).toMatchObject({
      kind: 'auth',
      details: { status: 401, errorName: 'invalid_client' },
    });
    expect((error as Error).message).not.toContain('wrong-secret-value');
  });

  it('reports 5xx as a server failure and an unreachable host as a network failure', async () => {
    fake.script('subscription', 'server_error');
    await expect(client().createSubscription(order(), crypto.randomUUID())).rejects.toMatchObject({
      kind: 'server',
      details: { status: 500 },
    });
    await expect(
      client({ apiBase: 'http://127.0.0.1:9' }).createSubscription(order(), crypto.randomUUID()),
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
    await paypal.createSubscription(order(), crypto.randomUUID());
    fake.script('subscription', 'slow');
    const pending = paypal
      .createSubscription(order(), crypto.randomUUID())
      .catch((e: unknown) => e);
    const held = await fake.nextHeld();
    timers.at(-1)!.abort(new DOMException('The operation timed out.', 'TimeoutError'));
    expect(await pending).toMatchObject({ kind: 'timeout' });
    held.release();
  });

  it('renews a token PayPal stopped accepting and retries the call once', async () => {
    const paypal = client();
    await paypal.createSubscription(order(), crypto.randomUUID());
    const before = fake.tokensIssued();
    fake.revokeTokens();
    const created = await paypal.createSubscription(order(), crypto.randomUUID());
    expect(created.status).toBe('APPROVAL_PENDING');
    expect(fake.tokensIssued()).toBe(before + 1);
  });

  it('asks PayPal to verify webhook signatures with the body exactly as received', async () => {
    const delivery = fake.renew((await createAndApprove()).id);
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

    const tampered = delivery.body.replace('"completed"', '"pending"');
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
  const created = await client().createSubscription(order(), crypto.randomUUID());
  fake.approve(created.id);
  return created;
}
