import { describe, expect, it } from 'vitest';
import { operationFixture } from '@client/app/testing/operation-fixture';
import { LEGACY_CHAT_LOGS_KEY, forgetBrowserChatLogs, messageBody } from './chat-log';

describe('chat log', () => {
  it('sends a plan card as its operation id, never a copy of the plan', () => {
    const operation = operationFixture({ id: '00000000-0000-4000-8000-0000000000a1' });
    expect(messageBody({ type: 'operation', content: 'Adds a table.', operation })).toEqual({
      type: 'operation',
      content: 'Adds a table.',
      operationId: operation.id,
    });
    expect(messageBody({ type: 'user', content: 'hi', details: ['a'] })).toEqual({
      type: 'user',
      content: 'hi',
      details: ['a'],
    });
  });

  it('drops the chat an earlier release kept in the browser', () => {
    localStorage.setItem(LEGACY_CHAT_LOGS_KEY, '{"sessions":[]}');
    localStorage.setItem('bridge-studio-theme', 'dark');
    forgetBrowserChatLogs();
    expect(localStorage.getItem(LEGACY_CHAT_LOGS_KEY)).toBeNull();
    expect(localStorage.getItem('bridge-studio-theme')).toBe('dark');
    expect(() => forgetBrowserChatLogs(null)).not.toThrow();
  });
});
