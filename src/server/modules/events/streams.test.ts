import { describe, expect, it, vi } from 'vitest';
import type { ServerEvent } from '@shared/contracts/events';
import { InProcessEventHub } from './hub';
import { EventStreams } from './streams';

const status = { type: 'status', data: { database: 'ok', ready: true } } as const;

describe('EventStreams', () => {
  it('sends an event as its contract reads it and drops one that does not match, with a log line', () => {
    const hub = new InProcessEventHub();
    const log = { error: vi.fn() };
    const streams = new EventStreams(hub, log);
    const sent: string[] = [];
    streams.add(
      'u1',
      'u1',
      (chunk) => sent.push(chunk),
      () => undefined,
    );

    hub.publish({ ...status, data: { ...status.data, extra: 1 } } as ServerEvent);
    hub.publish({ type: 'deploy', data: { projectId: 'p1' } } as unknown as ServerEvent);

    expect(sent).toEqual([`data: ${JSON.stringify(status)}\n\n`]);
    expect(log.error).toHaveBeenCalledTimes(1);
    expect(log.error.mock.calls[0]?.[0]).toEqual({ type: 'deploy' });
    streams.close();
  });
});
