import { describe, expect, it } from 'vitest';
import { formatStatus } from './format-status';

describe('formatStatus', () => {
  it('writes the figures as the status line shows them', () => {
    expect(
      formatStatus({
        responseTimeMs: 1200,
        successRate: 98.5,
        runs: 200,
        tokens: 15432,
        costUsd: 24.5,
      }),
    ).toEqual({
      response: '1.2s response',
      success: '98.5% success',
      tokens: '15,432 tokens',
      cost: '$24.50',
    });
  });

  it('shows zeros when nothing was used', () => {
    expect(
      formatStatus({ responseTimeMs: 0, successRate: 0, runs: 0, tokens: 0, costUsd: 0 }),
    ).toEqual({
      response: '0.0s response',
      success: '0.0% success',
      tokens: '0 tokens',
      cost: '$0.00',
    });
  });
});
