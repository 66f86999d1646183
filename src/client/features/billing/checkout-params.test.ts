import { describe, expect, it } from 'vitest';
import { parseCheckoutParams } from './checkout-params';

const parse = (query: string) => parseCheckoutParams(new URLSearchParams(query));

describe('checkout parameters', () => {
  it('reads the plan and falls back to explorer for anything unknown', () => {
    expect(parse('plan=pro').plan).toBe('pro');
    expect(parse('plan=explorer').plan).toBe('explorer');
    expect(parse('plan=enterprise').plan).toBe('explorer');
    expect(parse('plan=gold').plan).toBe('explorer');
    expect(parse('').plan).toBe('explorer');
  });

  it('reads the return from PayPal', () => {
    expect(
      parse('success=true&plan=pro&subscription_id=I-BW452GLLEP1G&ba_token=BA-2M5&token=3C1'),
    ).toEqual({
      plan: 'pro',
      outcome: 'success',
      subscriptionId: 'I-BW452GLLEP1G',
    });
    expect(parse('cancelled=true&plan=pro&token=BA-2M539689T3856352J')).toMatchObject({
      outcome: 'cancelled',
    });
    expect(parse('plan=pro').outcome).toBeNull();
  });

  it('ignores an id that is not a PayPal subscription id', () => {
    expect(parse('success=true&subscription_id=../../admin').subscriptionId).toBeNull();
    expect(parse('success=true&token=5O190127TN364715T').subscriptionId).toBeNull();
  });
});
