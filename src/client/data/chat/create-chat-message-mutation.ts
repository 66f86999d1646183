import type { ChatMessage, ChatSession, CreateChatMessageBody } from '@shared/contracts/chat';
import { apiFetch } from '@client/lib/api-client';
import { useCacheUpdatingMutation } from '../cache-updating-mutation';
import type { MutationHookOptions } from '../mutation-hook-options';
import { withMessage } from './chat-message-list';
import { chatKeys } from './keys';

export interface CreateChatMessageRequest {
  projectId: string;
  sessionId: string;
  message: CreateChatMessageBody;
}

export const createChatMessage = ({ projectId, sessionId, message }: CreateChatMessageRequest) =>
  apiFetch<{ message: ChatMessage }>(
    `/api/projects/${projectId}/chat/sessions/${sessionId}/messages`,
    { method: 'POST', body: message },
  ).then((body) => body.message);

/** Saves a message at the end of its session, which becomes the one used last. */
export const useCreateChatMessageMutation = (
  options?: MutationHookOptions<ChatMessage, CreateChatMessageRequest>,
) =>
  useCacheUpdatingMutation(
    createChatMessage,
    (queryClient, message, { projectId, sessionId }) => {
      const key = chatKeys.messages(projectId, sessionId);
      // A read that left before this message was saved would drop it: read again after it.
      const stale = queryClient.isFetching({ queryKey: key }) > 0;
      queryClient.setQueryData<ChatMessage[]>(key, (messages) => withMessage(messages, message));
      if (stale) void queryClient.invalidateQueries({ queryKey: key });
      queryClient.setQueryData<ChatSession[]>(chatKeys.sessions(projectId), (sessions) =>
        sessions?.map((s) => (s.id === sessionId ? { ...s, updatedAt: message.timestamp } : s)),
      );
    },
    options,
  );
