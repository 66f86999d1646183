import { beforeEach, describe, expect, it } from 'vitest';
import {
  CHAT_LOGS_KEY,
  emptyLogs,
  loadChatLogs,
  newMessage,
  newSession,
  parseChatLogsText,
  saveChatLogs,
} from './chat-log';

describe('chat logs', () => {
  beforeEach(() => localStorage.clear());

  it('numbers sessions Session 1, Session 2, ...', () => {
    const logs = emptyLogs();
    expect(logs.sessions[0]?.title).toBe('Session 1');
    expect(newSession(logs.sessions).title).toBe('Session 2');
  });

  it('round-trips through localStorage under the chat-logs key', () => {
    const logs = emptyLogs();
    logs.sessions[0]?.messages.push(
      newMessage(logs.currentSessionId, { type: 'user', content: 'hello' }),
    );
    saveChatLogs(logs);
    expect(localStorage.getItem(CHAT_LOGS_KEY)).toContain('hello');
    expect(loadChatLogs()).toEqual(logs);
  });

  it('starts fresh when the stored log is damaged', () => {
    localStorage.setItem(CHAT_LOGS_KEY, '{not json');
    const logs = loadChatLogs();
    expect(logs.sessions).toHaveLength(1);
    expect(logs.sessions[0]?.messages).toEqual([]);
  });

  it('refuses files that are not a whole chat log', () => {
    const good = emptyLogs();
    expect(parseChatLogsText(JSON.stringify(good))).toEqual(good);
    expect(parseChatLogsText('hello')).toBeNull();
    expect(parseChatLogsText('[]')).toBeNull();
    expect(
      parseChatLogsText(JSON.stringify({ ...good, currentSessionId: 'elsewhere' })),
    ).toBeNull();
    const badMessage = {
      ...good,
      sessions: [{ ...good.sessions[0], messages: [{ id: 1, type: 'robot' }] }],
    };
    expect(parseChatLogsText(JSON.stringify(badMessage))).toBeNull();
  });
});
