import type { Operation } from '@shared/contracts/operations';
import type { Service } from '@shared/contracts/plan';

/** Chat logs kept in the browser (specification 000 section 7): sessions and the current session. */
export const CHAT_LOGS_KEY = 'bridge-studio-chat-logs';

export type ChatMessageType = 'user' | 'ai' | 'operation';

export interface ChatMessage {
  id: string;
  sessionId: string;
  type: ChatMessageType;
  content: string;
  timestamp: string;
  service?: Service;
  /** The plan, for operation messages; updated as it runs or is undone. */
  operation?: Operation;
  tone?: 'success' | 'error';
  /** Extra lines under the message: manual steps, the reason a run failed, example instructions. */
  details?: string[];
  suggestions?: string[];
}

export interface ChatSession {
  id: string;
  startTime: string;
  title: string;
  messages: ChatMessage[];
}

export interface ChatLogs {
  sessions: ChatSession[];
  currentSessionId: string;
}

const newId = () => crypto.randomUUID();

export function newSession(existing: readonly ChatSession[], now = new Date()): ChatSession {
  return {
    id: newId(),
    startTime: now.toISOString(),
    title: `Session ${existing.length + 1}`,
    messages: [],
  };
}

export function emptyLogs(now = new Date()): ChatLogs {
  const session = newSession([], now);
  return { sessions: [session], currentSessionId: session.id };
}

export function newMessage(
  sessionId: string,
  fields: Omit<ChatMessage, 'id' | 'sessionId' | 'timestamp'>,
  now = new Date(),
): ChatMessage {
  return { id: newId(), sessionId, timestamp: now.toISOString(), ...fields };
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isString = (value: unknown): value is string => typeof value === 'string';
const TYPES: readonly unknown[] = ['user', 'ai', 'operation'];

function isMessage(value: unknown): value is ChatMessage {
  if (!isRecord(value)) return false;
  const { id, sessionId, type, content, timestamp, operation } = value;
  const operationOk =
    operation === undefined ||
    (isRecord(operation) && isString(operation.id) && isString(operation.projectId));
  return [id, sessionId, content, timestamp].every(isString) && TYPES.includes(type) && operationOk;
}

function isSession(value: unknown): value is ChatSession {
  if (!isRecord(value)) return false;
  const { id, startTime, title, messages } = value;
  return (
    [id, startTime, title].every(isString) && Array.isArray(messages) && messages.every(isMessage)
  );
}

/** Accepts only a whole, well-formed chat log; anything else is refused as a unit. */
export function parseChatLogs(value: unknown): ChatLogs | null {
  if (!isRecord(value) || !Array.isArray(value.sessions) || !isString(value.currentSessionId))
    return null;
  if (value.sessions.length === 0 || !value.sessions.every(isSession)) return null;
  const sessions = value.sessions as ChatSession[];
  if (!sessions.some((s) => s.id === value.currentSessionId)) return null;
  return { sessions, currentSessionId: value.currentSessionId };
}

export function parseChatLogsText(text: string): ChatLogs | null {
  try {
    return parseChatLogs(JSON.parse(text));
  } catch {
    return null;
  }
}

export function loadChatLogs(storage: Pick<Storage, 'getItem'> | null = safeStorage()): ChatLogs {
  const text = storage?.getItem(CHAT_LOGS_KEY);
  return (text ? parseChatLogsText(text) : null) ?? emptyLogs();
}

export function saveChatLogs(
  logs: ChatLogs,
  storage: Pick<Storage, 'setItem'> | null = safeStorage(),
) {
  try {
    storage?.setItem(CHAT_LOGS_KEY, JSON.stringify(logs));
  } catch (error) {
    // A full or disabled storage must not stop the chat; the log then lasts for this page only.
    console.warn('The chat log could not be saved in this browser.', error);
  }
}

function safeStorage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export const chatLogFileName = (now = new Date()) =>
  `bridge-studio-chat-${now.toISOString().slice(0, 10)}.json`;
