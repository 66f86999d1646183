import type { ChatSession } from '@shared/contracts/chat';
import { apiFetch } from '@client/lib/api-client';
import { useCacheUpdatingMutation } from '../cache-updating-mutation';
import type { MutationHookOptions } from '../mutation-hook-options';
import { chatKeys } from './keys';

export interface DeleteChatSessionRequest {
  projectId: string;
  sessionId: string;
}

export const deleteChatSession = ({ projectId, sessionId }: DeleteChatSessionRequest) =>
  apiFetch<void>(`/api/projects/${projectId}/chat/sessions/${sessionId}`, { method: 'DELETE' });

/** Deletes a session and its messages for good. */
export const useDeleteChatSessionMutation = (
  options?: MutationHookOptions<void, DeleteChatSessionRequest>,
) =>
  useCacheUpdatingMutation(
    deleteChatSession,
    (queryClient, _answer, { projectId, sessionId }) => {
      queryClient.setQueryData<ChatSession[]>(chatKeys.sessions(projectId), (sessions) =>
        sessions?.filter((s) => s.id !== sessionId),
      );
      queryClient.removeQueries({ queryKey: chatKeys.messages(projectId, sessionId) });
    },
    options,
  );
