import { describe, expect, it } from 'vitest';
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import type { MonitorState } from '@shared/contracts/monitor';
import { monitorQueryOptions } from './monitor-query';

const state = (asOf: string, isMonitoring: boolean): MonitorState => ({
  projectId: 'p1',
  isMonitoring,
  configured: true,
  lastCheck: null,
  warningsDetected: 0,
  autoFixesApplied: 0,
  health: 'healthy',
  issues: [],
  asOf,
});

describe('monitor state cache', () => {
  it('keeps the state the server read last, whichever arrives last', () => {
    const client = new QueryClient();
    const options = monitorQueryOptions('p1');
    // An observer gives the cached query its options, as the card's useQuery does.
    new QueryObserver(client, { ...options, enabled: false });
    client.setQueryData(options.queryKey, state('2026-11-23T10:00:02.000Z', false));
    client.setQueryData(options.queryKey, state('2026-11-23T10:00:01.000Z', true));
    expect(client.getQueryData(options.queryKey)?.isMonitoring).toBe(false);
    client.setQueryData(options.queryKey, state('2026-11-23T10:00:03.000Z', true));
    expect(client.getQueryData(options.queryKey)?.isMonitoring).toBe(true);
  });
});
