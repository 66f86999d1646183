import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { toast } from '@client/lib/toast';
import { redirectToProvider } from '../redirect-to-provider';
import { apiError, json, renderWithApi } from '../testing/render-with-api';
import { PayPanel } from './pay-panel';

vi.mock('@client/lib/toast');
vi.mock('../redirect-to-provider', () => ({ redirectToProvider: vi.fn() }));

const configured = () => json({ configured: true, clientId: 'public-client-id' });
const explorer = () =>
  json({ plan: 'explorer', status: 'active', currentPeriodEnd: null, renews: false });
const payButton = () =>
  screen.getByRole('button', { name: /Subscribe for \$29\.00 a month with PayPal/ });

describe('pay panel', () => {
  beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.clearAllMocks();
  });

  it('while the provider loads, the button is not ready and says so when clicked', async () => {
    const { calls } = renderWithApi(<PayPanel planId="pro" signedIn />, {
      api: { 'GET /api/billing/config': () => new Promise<Response>(() => undefined) },
    });
    expect(screen.getByRole('status', { name: 'Connecting to the payment provider' })).toBeTruthy();
    expect(payButton().getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(payButton());
    expect(toast.warning).toHaveBeenCalledWith(
      'Payment provider not ready',
      expect.objectContaining({
        description: 'The provider is still loading. Please wait a moment.',
      }),
    );
    expect(calls('POST /api/billing/subscriptions')).toHaveLength(0);
  });

  it('when the provider cannot be loaded, shows the loading error and offers to try again', async () => {
    let answers = 0;
    renderWithApi(<PayPanel planId="pro" signedIn />, {
      api: {
        'GET /api/billing/config': () =>
          answers++ === 0 ? apiError(500, 'internal_error', 'down') : configured(),
        'GET /api/billing/subscription': explorer,
      },
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Payment provider loading error');
    expect(alert.textContent).toContain(
      'Failed to load the provider. Please refresh and try again.',
    );
    fireEvent.click(payButton());
    expect(toast.error).toHaveBeenCalledWith(
      'Payment provider loading error',
      expect.objectContaining({
        description: 'Failed to load the provider. Please refresh and try again.',
      }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(payButton().getAttribute('aria-disabled')).toBe('false'));
  });

  it('without PayPal configured, says payments are not configured and never starts a subscription', async () => {
    const { calls } = renderWithApi(<PayPanel planId="pro" signedIn />, {
      api: { 'GET /api/billing/config': () => json({ configured: false }) },
    });
    expect(
      await screen.findByText(
        /Payments are not configured on this server yet \(provider not configured\)/,
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('status', { name: 'Connecting to the payment provider' })).toBeNull();
    fireEvent.click(payButton());
    expect(toast.warning).toHaveBeenCalledWith(
      'Payment provider not ready',
      expect.objectContaining({
        description: 'Payments are not configured on this server yet (provider not configured).',
      }),
    );
    expect(calls('POST /api/billing/subscriptions')).toHaveLength(0);
  });

  it('asks an anonymous visitor to sign in first and remembers the checkout', async () => {
    renderWithApi(<PayPanel planId="pro" signedIn={false} />, {
      path: '/checkout?plan=pro',
      api: { 'GET /api/billing/config': configured },
    });
    fireEvent.click(await screen.findByRole('link', { name: 'Sign in to continue' }));
    expect(screen.getByTestId('location').textContent).toBe('/auth');
  });

  it('starts the subscription for the plan only (no price) and sends the browser to PayPal', async () => {
    const { calls } = renderWithApi(<PayPanel planId="pro" signedIn />, {
      api: {
        'GET /api/billing/config': configured,
        'GET /api/billing/subscription': explorer,
        'POST /api/billing/subscriptions': () =>
          json(
            {
              subscriptionId: 'I-SUB1',
              approveUrl: 'https://paypal.test/webapps/billing/subscriptions?ba_token=BA-1',
            },
            201,
          ),
      },
    });
    await waitFor(() => expect(payButton().getAttribute('aria-disabled')).toBe('false'));
    fireEvent.click(payButton());
    await waitFor(() =>
      expect(redirectToProvider).toHaveBeenCalledWith(
        'https://paypal.test/webapps/billing/subscriptions?ba_token=BA-1',
      ),
    );
    expect(screen.getByText(/renewing each month until you cancel/)).toBeTruthy();
    expect(JSON.parse(String(calls('POST /api/billing/subscriptions')[0]![1]!.body))).toEqual({
      planId: 'pro',
    });
    expect(toast.success).toHaveBeenCalledWith('Subscription started', expect.anything());
  });

  it('shows a Payment Error with the server message when the subscription cannot be started', async () => {
    renderWithApi(<PayPanel planId="pro" signedIn />, {
      api: {
        'GET /api/billing/config': configured,
        'GET /api/billing/subscription': explorer,
        'POST /api/billing/subscriptions': () =>
          apiError(
            502,
            'provider_subscription_creation_failed',
            'PayPal could not start the subscription. Nothing was charged; please try again.',
          ),
      },
    });
    await waitFor(() => expect(payButton().getAttribute('aria-disabled')).toBe('false'));
    fireEvent.click(payButton());
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Payment Error: PayPal could not start the subscription. Nothing was charged; please try again.',
    );
    expect(toast.error).toHaveBeenCalledWith(
      'Payment Error',
      expect.objectContaining({
        description:
          'PayPal could not start the subscription. Nothing was charged; please try again.',
      }),
    );
    expect(redirectToProvider).not.toHaveBeenCalled();
  });

  it('offers no second subscription while one renews, and says where to cancel', async () => {
    renderWithApi(<PayPanel planId="pro" signedIn />, {
      api: {
        'GET /api/billing/config': configured,
        'GET /api/billing/subscription': () =>
          json({
            plan: 'pro',
            status: 'active',
            currentPeriodEnd: '2031-03-05T12:00:00.000Z',
            renews: true,
          }),
      },
    });
    expect(
      await screen.findByText(
        /Bridge Builder renews on .*2031.* for \$29\.00 a month\. .*You can cancel it in Settings/,
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Subscribe for/ })).toBeNull();
  });

  it('after a cancellation, says the plan runs out first and offers to subscribe again', async () => {
    renderWithApi(<PayPanel planId="pro" signedIn />, {
      api: {
        'GET /api/billing/config': configured,
        'GET /api/billing/subscription': () =>
          json({
            plan: 'pro',
            status: 'active',
            currentPeriodEnd: '2031-03-05T12:00:00.000Z',
            renews: false,
          }),
      },
    });
    expect(
      await screen.findByText(
        /stays active until .*2031.* and does not renew.*A new subscription charges its first month when that date comes/,
      ),
    ).toBeTruthy();
    expect(payButton()).toBeTruthy();
  });

  it('activates the free plan without PayPal', async () => {
    const { calls } = renderWithApi(<PayPanel planId="explorer" signedIn />, {
      api: { 'POST /api/billing/activate-free': explorer },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Activate Free Plan' }));
    expect((await screen.findByRole('status')).textContent).toMatch(/Your Explorer plan is active/);
    expect(calls('GET /api/billing/config')).toHaveLength(0);
    expect(toast.success).toHaveBeenCalledWith('Explorer plan active', expect.anything());
  });
});
