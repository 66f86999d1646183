import { describe, expect, it } from 'vitest';
import { planById } from '@shared/constants/plans';
import {
  checkoutReturnUrl,
  monthlyAmount,
  planRequest,
  subscriptionRequest,
} from './subscription-request';

describe('PayPal subscription requests', () => {
  it('bills the plan price from PLANS in USD every month until cancelled', () => {
    const body = planRequest(planById('pro'), 'PROD-1');
    expect(body.product_id).toBe('PROD-1');
    expect(body.billing_cycles).toEqual([
      {
        frequency: { interval_unit: 'MONTH', interval_count: 1 },
        tenure_type: 'REGULAR',
        sequence: 1,
        total_cycles: 0,
        pricing_scheme: { fixed_price: { currency_code: 'USD', value: '29.00' } },
      },
    ]);
  });

  it('names the founder, returns to /checkout and starts later only when asked', () => {
    const input = {
      plan: planById('pro'),
      paypalPlanId: 'P-1',
      userId: 'user-1',
      publicUrl: 'https://studio.example.com',
    };
    const now = subscriptionRequest(input);
    expect(now).toEqual({
      plan_id: 'P-1',
      custom_id: 'user-1',
      application_context: {
        brand_name: 'Bridge Studio',
        return_url: 'https://studio.example.com/checkout?success=true&plan=pro',
        cancel_url: 'https://studio.example.com/checkout?cancelled=true&plan=pro',
        user_action: 'SUBSCRIBE_NOW',
        shipping_preference: 'NO_SHIPPING',
      },
    });
    const later = subscriptionRequest({ ...input, startsAt: new Date('2030-01-02T03:04:05Z') });
    expect(later.start_time).toBe('2030-01-02T03:04:05.000Z');
  });

  it('formats prices with two decimals and keeps a path prefix of the public URL', () => {
    expect(monthlyAmount(planById('enterprise'))).toBe('199.00');
    expect(checkoutReturnUrl('https://example.com/studio/', 'cancelled', 'pro')).toBe(
      'https://example.com/studio/checkout?cancelled=true&plan=pro',
    );
  });
});
