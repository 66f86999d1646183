import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { toast } from '@client/lib/toast';
import { apiError, json, renderWithApi } from '../testing/render-with-api';
import { PaymentReturn } from './payment-return';

vi.mock('@client/lib/toast');

const ACTIVATE = 'POST /api/billing/subscriptions/I-SUB1/activate';
const active = {
  plan: 'pro',
  status: 'active',
  currentPeriodEnd: '2031-03-05T12:00:00.000Z',
  renews: true,
};
const flush = () => act(() => vi.advanceTimersByTimeAsync(0));

describe('payment return', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.clearAllMocks();
  });

  it('says a cancelled approval changed nothing, without calling the server', () => {
    const { fetchMock } = renderWithApi(
      <PaymentReturn outcome="cancelled" subscriptionId="I-SUB1" planId="pro" />,
    );
    expect(screen.getByRole('status').textContent).toMatch(
      /Payment cancelled.*nothing was charged and your plan has not changed/,
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('confirms the subscription once and celebrates', async () => {
    const { calls } = renderWithApi(
      <PaymentReturn outcome="success" subscriptionId="I-SUB1" planId="pro" />,
      {
        api: { [ACTIVATE]: () => json({ status: 'ACTIVE', subscription: active }) },
      },
    );
    expect(
      screen.getByRole('status', { name: 'Confirming your subscription with PayPal' }),
    ).toBeTruthy();
    await flush();
    expect(screen.getByRole('heading', { name: 'Payment Successful! 🎉' })).toBeTruthy();
    expect(
      screen.getByText(
        /Bridge Builder renews on .*2031.* for \$29\.00 a month\. Cancel anytime.*as many projects as you need/,
      ),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to your dashboard' }).getAttribute('href')).toBe(
      '/dashboard',
    );
    expect(calls(ACTIVATE)).toHaveLength(1);
    expect(toast.success).toHaveBeenCalledWith(
      'Payment Successful! 🎉',
      expect.objectContaining({ id: 'payment-success' }),
    );
  });

  it('explains a subscription PayPal is still finishing', async () => {
    renderWithApi(<PaymentReturn outcome="success" subscriptionId="I-SUB1" planId="pro" />, {
      api: {
        [ACTIVATE]: () =>
          json({
            status: 'PENDING',
            subscription: {
              plan: 'explorer',
              status: 'pending',
              currentPeriodEnd: null,
              renews: false,
            },
          }),
      },
    });
    await flush();
    expect(screen.getByRole('status').textContent).toMatch(
      /PayPal is finishing your subscription.*switches on by itself/,
    );
    expect(toast.success).not.toHaveBeenCalled();
  });

  it('shows a Payment Error with the server message and lets the user try again', async () => {
    let n = 0;
    const { calls } = renderWithApi(
      <PaymentReturn outcome="success" subscriptionId="I-SUB1" planId="pro" />,
      {
        api: {
          [ACTIVATE]: () =>
            n++ === 0
              ? apiError(
                  504,
                  'provider_request_failed',
                  'PayPal did not answer in time, so we could not confirm your subscription.',
                )
              : json({ status: 'ACTIVE', subscription: active }),
        },
      },
    );
    await flush();
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toMatch(/Payment Error.*could not confirm your subscription/);
    expect(toast.error).toHaveBeenCalledWith(
      'Payment Error',
      expect.objectContaining({
        description: 'PayPal did not answer in time, so we could not confirm your subscription.',
      }),
    );
    expect(screen.getByRole('link', { name: 'Pay another way' }).getAttribute('href')).toBe(
      '/checkout?plan=pro',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await flush();
    expect(calls(ACTIVATE)).toHaveLength(2);
    expect(screen.getByRole('heading', { name: 'Payment Successful! 🎉' })).toBeTruthy();
  });

  it('says plainly when the return carries no subscription id', () => {
    const { fetchMock } = renderWithApi(
      <PaymentReturn outcome="success" subscriptionId={null} planId="pro" />,
    );
    expect(screen.getByRole('alert').textContent).toMatch(
      /could not tell which PayPal subscription to confirm/,
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
