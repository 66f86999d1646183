import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { toast } from '@client/lib/toast';
import { apiError, json, renderWithApi } from '../testing/render-with-api';
import { SubscriptionSettings } from './subscription-settings';

vi.mock('@client/lib/toast');

const configured = () => json({ configured: true, clientId: 'public-client-id' });
const END = '2031-03-05T12:00:00.000Z';
const renewing = { plan: 'pro', status: 'active', currentPeriodEnd: END, renews: true };
const CANCEL = 'POST /api/billing/subscription/cancel';

describe('subscription settings', () => {
  beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.clearAllMocks();
  });

  it('cancels after a confirmation that says the plan stays until the paid month ends', async () => {
    const { calls } = renderWithApi(<SubscriptionSettings />, {
      api: {
        'GET /api/billing/config': configured,
        'GET /api/billing/subscription': () => json(renewing),
        [CANCEL]: () => json({ ...renewing, renews: false }),
      },
    });
    expect(await screen.findByText(/Bridge Builder renews on .*2031/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel subscription' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toMatch(
      /PayPal will not charge you again\. You keep Bridge Builder until .*2031.*free Explorer plan/,
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel subscription' }));
    expect(await screen.findByText(/stays active until .*2031.* and does not renew/)).toBeTruthy();
    expect(calls(CANCEL)).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Subscribe again' }).getAttribute('href')).toBe(
      '/checkout?plan=pro',
    );
    expect(toast.success).toHaveBeenCalledWith('Subscription cancelled', expect.anything());
  });

  it('shows why a cancellation failed and keeps the subscription', async () => {
    renderWithApi(<SubscriptionSettings />, {
      api: {
        'GET /api/billing/config': configured,
        'GET /api/billing/subscription': () => json(renewing),
        [CANCEL]: () =>
          apiError(
            502,
            'provider_request_failed',
            'PayPal could not be reached, so we could not cancel your subscription.',
          ),
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel subscription' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel subscription' }));
    expect((await within(dialog).findByRole('alert')).textContent).toMatch(
      /could not cancel your subscription/,
    );
  });

  it('says everything is included where the server takes no payments', async () => {
    renderWithApi(<SubscriptionSettings />, {
      api: {
        'GET /api/billing/config': () => json({ configured: false }),
        'GET /api/billing/subscription': () =>
          json({ plan: 'enterprise', status: 'active', currentPeriodEnd: null, renews: false }),
      },
    });
    expect(await screen.findByText(/takes no payments/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cancel subscription' })).toBeNull();
  });

  it('offers the plans to a founder on Explorer', async () => {
    renderWithApi(<SubscriptionSettings />, {
      api: {
        'GET /api/billing/config': configured,
        'GET /api/billing/subscription': () =>
          json({ plan: 'explorer', status: 'active', currentPeriodEnd: null, renews: false }),
      },
    });
    expect(await screen.findByText('You are on the free Explorer plan.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See plans' }).getAttribute('href')).toBe('/pricing');
  });
});
