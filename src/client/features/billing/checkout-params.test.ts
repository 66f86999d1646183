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
    expect(parse('success=true&plan=pro&token=5O190127TN364715T&PayerID=X')).toEqual({
      plan: 'pro',
      outcome: 'success',
      token: '5O190127TN364715T',
    });
    expect(parse('cancelled=true&plan=pro&token=5O190127TN364715T')).toMatchObject({
      outcome: 'cancelled',
    });
    expect(parse('plan=pro').outcome).toBeNull();
  });

  it('ignores a token that is not a PayPal order id', () => {
    expect(parse('success=true&token=../../admin').token).toBeNull();
  });
});
