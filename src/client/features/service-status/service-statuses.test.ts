import { describe, expect, it } from 'vitest';
import { serviceStatuses } from './service-statuses';

const summary = (level: Parameters<typeof serviceStatuses>[0], payments?: boolean) =>
  Object.fromEntries(serviceStatuses(level, payments).map((s) => [s.id, `${s.dot}: ${s.text}`]));

describe('service statuses', () => {
  it('are all ready with the connection, payments only when configured', () => {
    expect(summary('ready', true)).toEqual({
      database: 'online: Ready',
      ai: 'online: Ready',
      payments: 'online: Ready',
      'version-control': 'online: Ready',
      hosting: 'online: Ready',
    });
    expect(summary('ready', false).payments).toBe('offline: Not set up on this server');
    expect(summary('ready', undefined).payments).toBe('processing: Checking...');
  });

  it('follow the connection while it is not ready', () => {
    expect(new Set(Object.values(summary('offline', true)))).toEqual(new Set(['offline: Offline']));
    expect(summary('connecting').database).toBe('processing: Connecting...');
    expect(summary('connected').hosting).toBe('processing: Connected, checking...');
  });
});
