import { useCallback, useEffect, useState } from 'react';
import type { Operation } from '@shared/contracts/operations';
import {
  emptyLogs,
  loadChatLogs,
  newMessage,
  newSession,
  saveChatLogs,
  type ChatLogs,
  type ChatMessage,
} from '../chat-log';

type MessageFields = Omit<ChatMessage, 'id' | 'sessionId' | 'timestamp'>;

/** The chat sessions, kept in localStorage after every change. */
export function useChatLogs() {
  const [logs, setLogs] = useState<ChatLogs>(loadChatLogs);
  useEffect(() => {
    saveChatLogs(logs);
  }, [logs]);

  const addMessage = useCallback(
    (fields: MessageFields) =>
      setLogs((current) => ({
        ...current,
        sessions: current.sessions.map((session) =>
          session.id === current.currentSessionId
            ? { ...session, messages: [...session.messages, newMessage(session.id, fields)] }
            : session,
        ),
      })),
    [],
  );

  /** Puts the latest state of an operation into every message that shows it. */
  const updateOperation = useCallback(
    (operation: Operation) =>
      setLogs((current) => ({
        ...current,
        sessions: current.sessions.map((session) => ({
          ...session,
          messages: session.messages.map((message) =>
            message.operation?.id === operation.id ? { ...message, operation } : message,
          ),
        })),
      })),
    [],
  );

  const startSession = useCallback(
    () =>
      setLogs((current) => {
        const session = newSession(current.sessions);
        return { sessions: [...current.sessions, session], currentSessionId: session.id };
      }),
    [],
  );

  const switchSession = useCallback(
    (id: string) =>
      setLogs((current) =>
        current.sessions.some((s) => s.id === id) ? { ...current, currentSessionId: id } : current,
      ),
    [],
  );

  const clear = useCallback(() => setLogs(emptyLogs()), []);
  const replace = useCallback((next: ChatLogs) => setLogs(next), []);

  // parseChatLogs guarantees the current id names a session; the fallback covers an empty list.
  const session = logs.sessions.find((s) => s.id === logs.currentSessionId) ?? newSession([]);
  return {
    logs,
    session,
    addMessage,
    updateOperation,
    startSession,
    switchSession,
    clear,
    replace,
  };
}
