import type { SettingsStatus } from '@shared/contracts/settings';

/** The four figures of the status line, written like 1.2s, 98.5%, 15,432 and $24.50. */
export function formatStatus(status: SettingsStatus) {
  return {
    response: `${(status.responseTimeMs / 1000).toFixed(1)}s response`,
    success: `${status.successRate.toFixed(1)}% success`,
    tokens: `${status.tokens.toLocaleString('en-US')} tokens`,
    cost: `$${status.costUsd.toFixed(2)}`,
  };
}
