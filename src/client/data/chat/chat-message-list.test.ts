import { describe, expect, it } from 'vitest';
import type { ChatMessage } from '@shared/contracts/chat';
import type { Operation } from '@shared/contracts/operations';
import { withMessage, withOperation } from './chat-message-list';

const planned = { id: 'op-1', status: 'planned', executed: false } as Operation;
const message = (id: string, fields: Partial<ChatMessage> = {}): ChatMessage => ({
  id,
  sessionId: 's-1',
  type: 'user',
  content: id,
  timestamp: '2026-01-01T00:00:00.000Z',
  ...fields,
});

describe('cached chat messages', () => {
  it('show an operation’s latest state on each of its cards, leaving other lists as they are', () => {
    const list = [
      message('a'),
      message('b', { type: 'operation', operationId: 'op-1', operation: planned }),
    ];
    const ran = { ...planned, status: 'succeeded' as const, executed: true };
    expect(withOperation(list, ran)?.[1]?.operation).toBe(ran);
    expect(withOperation(list, ran)?.[0]).toBe(list[0]);
    const other = [message('c')];
    expect(withOperation(other, ran)).toBe(other);
    expect(withOperation(undefined, ran)).toBeUndefined();
  });

  it('add a saved message at the end once, even when a read already brought it', () => {
    const saved = message('b');
    expect(withMessage([message('a')], saved).map((m) => m.id)).toEqual(['a', 'b']);
    expect(withMessage([message('a'), saved], saved).map((m) => m.id)).toEqual(['a', 'b']);
    expect(withMessage(undefined, saved)).toEqual([saved]);
  });
});
