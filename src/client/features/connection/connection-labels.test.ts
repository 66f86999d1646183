import { describe, expect, it } from 'vitest';
import { CONNECTION_LABELS } from './connection-labels';
import { dotStatusFor } from './components/status-dot';

describe('connection labels', () => {
  it('labels and dots follow the state', () => {
    expect(CONNECTION_LABELS).toEqual({
      connecting: 'Connecting...',
      connected: 'Bridge Connected',
      ready: 'Bridge Ready',
      offline: 'Bridge Offline',
    });
    expect(
      (['connecting', 'connected', 'ready', 'offline'] as const).map((s) => dotStatusFor(s)),
    ).toEqual(['processing', 'processing', 'online', 'offline']);
  });
});
