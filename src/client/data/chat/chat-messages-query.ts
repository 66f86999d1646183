import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ChatMessage } from '@shared/contracts/chat';
import type { Operation } from '@shared/contracts/operations';
import { apiFetch } from '@client/lib/api-client';
import { useServerEvent } from '@client/lib/server-events';
import { chatKeys } from './keys';
import { withOperation } from './chat-message-list';

export const getChatMessages = (projectId: string, sessionId: string, signal?: AbortSignal) =>
  apiFetch<{ messages: ChatMessage[] }>(
    `/api/projects/${projectId}/chat/sessions/${sessionId}/messages`,
    { signal },
  ).then((body) => body.messages);

export const chatMessagesQueryOptions = (projectId: string, sessionId: string) =>
  queryOptions({
    queryKey: chatKeys.messages(projectId, sessionId),
    queryFn: ({ signal }) => getChatMessages(projectId, sessionId, signal),
  });

/** One session's messages, oldest first; plan cards follow their operations live (/api/events). */
export function useChatMessagesQuery(projectId: string, sessionId: string | null) {
  const updateOperation = useUpdateChatOperation(projectId);
  const query = useQuery({
    ...chatMessagesQueryOptions(projectId, sessionId ?? ''),
    enabled: sessionId !== null,
  });
  useServerEvent('operation', (operation) => {
    if (operation.projectId === projectId) updateOperation(operation);
  });
  return query;
}

/** Puts an operation's latest state into the project's cached plan cards. */
export function useUpdateChatOperation(projectId: string) {
  const queryClient = useQueryClient();
  return (operation: Operation) =>
    queryClient.setQueriesData<ChatMessage[]>(
      { queryKey: chatKeys.allMessages(projectId) },
      (messages) => withOperation(messages, operation),
    );
}
