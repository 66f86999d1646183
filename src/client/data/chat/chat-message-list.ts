import type { ChatMessage } from '@shared/contracts/chat';
import type { Operation } from '@shared/contracts/operations';

/** The list with every card of this operation showing its latest state; untouched lists stay the same object. */
export function withOperation(
  messages: ChatMessage[] | undefined,
  operation: Operation,
): ChatMessage[] | undefined {
  if (!messages?.some((m) => m.operationId === operation.id)) return messages;
  return messages.map((m) => (m.operationId === operation.id ? { ...m, operation } : m));
}

/** The list with a saved message at its end, once. */
export const withMessage = (messages: ChatMessage[] | undefined, message: ChatMessage) => [
  ...(messages ?? []).filter((m) => m.id !== message.id),
  message,
];
