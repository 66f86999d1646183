import type { ChatMessage, ChatSession } from '@shared/contracts/chat';

export type { ChatMessage, ChatSession } from '@shared/contracts/chat';

/** What a message is made of before the server gives it an id and a time. */
export type ChatMessageFields = Omit<ChatMessage, 'id' | 'sessionId' | 'timestamp' | 'operationId'>;

/** Where an earlier release kept the chat in the browser, for every project at once (decision 028). */
export const LEGACY_CHAT_LOGS_KEY = 'bridge-studio-chat-logs';

/** Drops the browser-kept chat of an earlier release; the server keeps each project's chat now. */
export function forgetBrowserChatLogs(storage: Pick<Storage, 'removeItem'> | null = safeStorage()) {
  try {
    storage?.removeItem(LEGACY_CHAT_LOGS_KEY);
  } catch {
    // A disabled storage holds nothing to forget.
  }
}

function safeStorage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** The body the server stores: a plan card keeps its operation's id, never a copy of the plan. */
export function messageBody({ operation, ...fields }: ChatMessageFields) {
  return operation ? { ...fields, operationId: operation.id } : fields;
}

/** One session as a JSON file the founder can keep. */
export const chatExport = (session: ChatSession, messages: readonly ChatMessage[]) => ({
  session: { ...session, messages },
});

export const chatLogFileName = (now = new Date()) =>
  `bridge-studio-chat-${now.toISOString().slice(0, 10)}.json`;
