import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { toast } from '@client/lib/toast';
import { apiError, json, renderWithApi } from '../testing/render-with-api';
import { PaymentReturn, PROCESSING_RECHECK_MS } from './payment-return';

vi.mock('@client/lib/toast', () => ({
  toast: Object.assign(vi.fn(), {
    success: vi.fn(),
    error: vi.fn(),
    warning: vi.fn(),
    info: vi.fn(),
    dismiss: vi.fn(),
  }),
}));

const CAPTURE = 'POST /api/billing/orders/ORDER1/capture';
const active = { plan: 'pro', status: 'active', currentPeriodEnd: '2031-03-05T12:00:00.000Z' };
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

  it('says a cancelled payment changed nothing, without calling the server', () => {
    const { fetchMock } = renderWithApi(
      <PaymentReturn outcome="cancelled" token="ORDER1" planId="pro" />,
    );
    expect(screen.getByRole('status').textContent).toMatch(
      /Payment cancelled.*nothing was charged and your plan has not changed/,
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('confirms the payment once and celebrates', async () => {
    const { calls } = renderWithApi(
      <PaymentReturn outcome="success" token="ORDER1" planId="pro" />,
      {
        api: { [CAPTURE]: () => json({ status: 'COMPLETED', subscription: active }) },
      },
    );
    expect(
      screen.getByRole('status', { name: 'Confirming your payment with PayPal' }),
    ).toBeTruthy();
    await flush();
    expect(screen.getByRole('heading', { name: 'Payment Successful! 🎉' })).toBeTruthy();
    expect(
      screen.getByText(/Bridge Builder is active until .*2031.*as many projects as you need/),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to your dashboard' }).getAttribute('href')).toBe(
      '/dashboard',
    );
    expect(calls(CAPTURE)).toHaveLength(1);
    expect(toast.success).toHaveBeenCalledWith(
      'Payment Successful! 🎉',
      expect.objectContaining({ id: 'payment-success' }),
    );
  });

  it('explains a payment PayPal still reviews', async () => {
    renderWithApi(<PaymentReturn outcome="success" token="ORDER1" planId="pro" />, {
      api: {
        [CAPTURE]: () =>
          json({
            status: 'PENDING',
            subscription: { plan: 'explorer', status: 'pending', currentPeriodEnd: null },
          }),
      },
    });
    await flush();
    expect(screen.getByRole('status').textContent).toMatch(
      /PayPal is reviewing your payment.*switches on by itself/,
    );
    expect(toast.success).not.toHaveBeenCalled();
  });

  it('asks again while another request is still capturing, then shows the outcome', async () => {
    let n = 0;
    const { calls } = renderWithApi(
      <PaymentReturn outcome="success" token="ORDER1" planId="pro" />,
      {
        api: {
          [CAPTURE]: () =>
            json(
              n++ === 0
                ? {
                    status: 'PROCESSING',
                    subscription: { plan: 'explorer', status: 'active', currentPeriodEnd: null },
                  }
                : { status: 'COMPLETED', subscription: active },
            ),
        },
      },
    );
    await flush();
    expect(calls(CAPTURE)).toHaveLength(1);
    expect(screen.getByRole('heading', { name: 'Confirming your payment' })).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(PROCESSING_RECHECK_MS - 1));
    expect(calls(CAPTURE)).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(1));
    await flush();
    expect(calls(CAPTURE)).toHaveLength(2);
    expect(screen.getByRole('heading', { name: 'Payment Successful! 🎉' })).toBeTruthy();
  });

  it('shows a Payment Error with the server message and lets the user try again', async () => {
    let n = 0;
    const { calls } = renderWithApi(
      <PaymentReturn outcome="success" token="ORDER1" planId="pro" />,
      {
        api: {
          [CAPTURE]: () =>
            n++ === 0
              ? apiError(
                  504,
                  'provider_capture_failed',
                  'PayPal did not confirm the payment in time (provider capture failed).',
                )
              : json({ status: 'COMPLETED', subscription: active }),
        },
      },
    );
    await flush();
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toMatch(/Payment Error.*provider capture failed/);
    expect(toast.error).toHaveBeenCalledWith(
      'Payment Error',
      expect.objectContaining({
        description: 'PayPal did not confirm the payment in time (provider capture failed).',
      }),
    );
    expect(screen.getByRole('link', { name: 'Pay another way' }).getAttribute('href')).toBe(
      '/checkout?plan=pro',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await flush();
    expect(calls(CAPTURE)).toHaveLength(2);
    expect(screen.getByRole('heading', { name: 'Payment Successful! 🎉' })).toBeTruthy();
  });

  it('says plainly when the return carries no order id', () => {
    const { fetchMock } = renderWithApi(
      <PaymentReturn outcome="success" token={null} planId="pro" />,
    );
    expect(screen.getByRole('alert').textContent).toMatch(
      /could not tell which PayPal payment to confirm/,
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
