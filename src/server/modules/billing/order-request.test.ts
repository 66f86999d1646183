import { describe, expect, it } from 'vitest';
import { planById } from '@shared/constants/plans';
import { buildOrderRequest, checkoutReturnUrl, orderAmount } from './order-request';

describe('PayPal order request', () => {
  it('charges the plan price from PLANS in USD with intent CAPTURE and PAY_NOW', () => {
    const body = buildOrderRequest({
      plan: planById('pro'),
      publicUrl: 'https://studio.example.com',
      localOrderId: 'local-1',
    });
    expect(body.intent).toBe('CAPTURE');
    expect(body.purchase_units).toEqual([
      {
        reference_id: 'pro',
        custom_id: 'local-1',
        description: 'Bridge Studio Bridge Builder plan, 30 days',
        amount: { currency_code: 'USD', value: '29.00' },
      },
    ]);
    expect(body.application_context).toEqual({
      brand_name: 'Bridge Studio',
      return_url: 'https://studio.example.com/checkout?success=true&plan=pro',
      cancel_url: 'https://studio.example.com/checkout?cancelled=true&plan=pro',
      user_action: 'PAY_NOW',
      shipping_preference: 'NO_SHIPPING',
    });
  });

  it('formats prices with two decimals', () => {
    expect(orderAmount(planById('enterprise'))).toBe('199.00');
    expect(orderAmount(planById('explorer'))).toBe('0.00');
  });

  it('keeps a path prefix of the public URL', () => {
    expect(checkoutReturnUrl('https://example.com/studio/', 'cancelled', 'pro')).toBe(
      'https://example.com/studio/checkout?cancelled=true&plan=pro',
    );
  });
});
