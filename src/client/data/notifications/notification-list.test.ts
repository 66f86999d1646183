import { describe, expect, it } from 'vitest';
import type { Notification } from '@shared/contracts/notifications';
import { withArrived, withRead } from './notification-list';

const note = (id: string, read = false): Notification => ({
  id,
  title: 't',
  message: 'm',
  type: 'info',
  timestamp: '2026-01-05T09:00:00Z',
  read,
});

describe('notification cache updates', () => {
  it('puts a live one first and counts it unread, once', () => {
    const list = { notifications: [note('a')], unread: 1 };
    const next = withArrived(list, note('b'));
    expect(next).toEqual({ notifications: [note('b'), note('a')], unread: 2 });
    expect(withArrived(next, note('b'))).toBe(next);
  });
  it('marks one read and lowers the unread count only the first time', () => {
    const list = { notifications: [note('a'), note('b')], unread: 2 };
    const once = withRead(list, note('a', true));
    expect(once).toEqual({ notifications: [note('a', true), note('b')], unread: 1 });
    expect(withRead(once, note('a', true))?.unread).toBe(1);
  });
});
