import { expect } from 'vitest';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { AppDeps } from '@server/app';
import { createBillingEntitlements } from '@server/modules/billing/entitlements';
import { createBillingRepository } from '@server/modules/billing/repository';
import {
  startPayPalFake,
  type PayPalFake,
  type WebhookDelivery,
} from '../../fakes/paypal/paypal-fake';
import { createTestApp, newUser, sessionCookie, type TestApp } from '../../support/test-app';

/** Test credentials: the secret must never appear in anything the app answers. */
export const PAYPAL = {
  clientId: 'AbTestClientId-0123456789',
  clientSecret: 'EKtestSecret-DoNotLeak-9f3c2e1d',
  webhookId: '8PT597110X687430LKGECATA',
} as const;

const basicCredentials = Buffer.from(`${PAYPAL.clientId}:${PAYPAL.clientSecret}`).toString(
  'base64',
);
const carriesSecret = (text: string) =>
  text.includes(PAYPAL.clientSecret) || text.includes(basicCredentials);

export type Configured = 'yes' | 'no' | 'partial' | 'wrong-secret' | 'no-webhook';

export interface BillingTest {
  t: TestApp;
  fake: PayPalFake;
  /** The app's clock; tests move it to look at later days. */
  clock: { now: Date };
  /** inject() that keeps every answer body for the secret scan. */
  request(options: InjectOptions & { cookie?: string }): Promise<LightMyRequestResponse>;
  signUp(): Promise<{ cookie: string; userId: string; email: string; password: string }>;
  /** A fresh session, for tests that move the clock past the first one's life. */
  signIn(user: { email: string; password: string }): Promise<string>;
  webhook(delivery: WebhookDelivery): Promise<LightMyRequestResponse>;
  /** Fails when any answer so far carried the PayPal secret. */
  assertNoSecretLeaked(): void;
  close(): Promise<void>;
}

const envFor = (configured: Configured, apiBase: string): Record<string, string> => {
  switch (configured) {
    case 'no':
      return {};
    case 'partial':
      return { PAYPAL_CLIENT_ID: PAYPAL.clientId, PAYPAL_API_BASE: apiBase };
    case 'wrong-secret':
      return {
        PAYPAL_CLIENT_ID: PAYPAL.clientId,
        PAYPAL_CLIENT_SECRET: 'not-the-secret',
        PAYPAL_API_BASE: apiBase,
        PAYPAL_WEBHOOK_ID: PAYPAL.webhookId,
      };
    case 'no-webhook':
      return {
        PAYPAL_CLIENT_ID: PAYPAL.clientId,
        PAYPAL_CLIENT_SECRET: PAYPAL.clientSecret,
        PAYPAL_API_BASE: apiBase,
      };
    default:
      return {
        PAYPAL_CLIENT_ID: PAYPAL.clientId,
        PAYPAL_CLIENT_SECRET: PAYPAL.clientSecret,
        PAYPAL_API_BASE: apiBase,
        PAYPAL_WEBHOOK_ID: PAYPAL.webhookId,
      };
  }
};

/**
 * The real app (real database, real HTTP to a local fake PayPal) with the billing entitlements
 * wired into the project service. `shareWith` builds a second server on the first one's database.
 */
export async function startBilling(
  options: { configured?: Configured; fake?: PayPalFake; shareWith?: BillingTest } = {},
): Promise<BillingTest> {
  const ownFake = !options.fake && !options.shareWith;
  const clock = options.shareWith?.clock ?? { now: new Date() };
  const now = () => clock.now;
  // PayPal bills on the same clock as the app, so a test can move both to the next renewal.
  const fake =
    options.fake ?? options.shareWith?.fake ?? (await startPayPalFake({ ...PAYPAL, now }));
  const built: { app?: FastifyInstance } = {};
  const deps: AppDeps = {
    now,
    // The database exists once the app is built; the project service only asks later.
    entitlements: {
      planFor: (userId) =>
        createBillingEntitlements({
          repo: createBillingRepository(built.app!.services.database.db),
          takesPayments: true,
          now,
        }).planFor(userId),
    },
  };
  const shared = options.shareWith?.t;
  if (shared && !shared.config.databaseUrl) deps.database = shared.app.services.database;
  const t = await createTestApp(envFor(options.configured ?? 'yes', fake.url), deps, (config) =>
    shared?.config.databaseUrl ? { ...config, databaseUrl: shared.config.databaseUrl } : config,
  );
  built.app = t.app;

  const bodies: string[] = [];
  const request: BillingTest['request'] = async (req) => {
    const res = await t.request(req);
    bodies.push(res.body, JSON.stringify(res.headers));
    return res;
  };

  return {
    t,
    fake,
    clock,
    request,
    async signUp() {
      const user = newUser();
      const res = await request({ method: 'POST', url: '/api/auth/signup', payload: user });
      expect(res.statusCode).toBe(201);
      return {
        cookie: sessionCookie(res),
        userId: res.json().user.id as string,
        email: user.email,
        password: user.password,
      };
    },
    async signIn({ email, password }) {
      const res = await request({
        method: 'POST',
        url: '/api/auth/signin',
        payload: { email, password },
      });
      expect(res.statusCode, res.body).toBe(200);
      return sessionCookie(res);
    },
    webhook: (delivery) =>
      request({
        method: 'POST',
        url: '/api/billing/webhook',
        headers: delivery.headers,
        payload: delivery.body,
      }),
    assertNoSecretLeaked() {
      expect(bodies.length).toBeGreaterThan(0);
      expect(bodies.filter(carriesSecret)).toEqual([]);
      // Towards PayPal the secret travels only in the token request's Basic credentials.
      const elsewhere = fake.requests.filter(
        (r) => r.path !== '/v1/oauth2/token' && carriesSecret(JSON.stringify(r)),
      );
      expect(elsewhere).toEqual([]);
    },
    async close() {
      await t.close();
      if (ownFake) await fake.close();
    },
  };
}

/** Starts a monthly subscription through the API; answers PayPal's subscription id and approval link. */
export async function startSubscription(b: BillingTest, cookie: string, planId = 'pro') {
  const res = await b.request({
    method: 'POST',
    url: '/api/billing/subscriptions',
    cookie,
    payload: { planId },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { subscriptionId: string; approveUrl: string };
}

export const activate = (b: BillingTest, cookie: string, subscriptionId: string) =>
  b.request({
    method: 'POST',
    url: `/api/billing/subscriptions/${subscriptionId}/activate`,
    cookie,
  });

/** A founder with an active monthly subscription, approved in the fake and confirmed on return. */
export async function subscribed(b: BillingTest, planId = 'pro') {
  const user = await b.signUp();
  const { subscriptionId } = await startSubscription(b, user.cookie, planId);
  b.fake.approve(subscriptionId);
  const res = await activate(b, user.cookie, subscriptionId);
  expect(res.statusCode, res.body).toBe(200);
  return { ...user, subscriptionId };
}

export const subscriptionOf = async (b: BillingTest, cookie: string) =>
  (await b.request({ method: 'GET', url: '/api/billing/subscription', cookie })).json() as {
    plan: string;
    status: string;
    currentPeriodEnd: string | null;
    renews: boolean;
  };

export const paypalCalls = (fake: PayPalFake, path: RegExp, method = 'POST') =>
  fake.requests.filter((r) => r.method === method && path.test(r.path));
