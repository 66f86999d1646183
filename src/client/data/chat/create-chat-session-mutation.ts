import type { ChatSession } from '@shared/contracts/chat';
import { apiFetch } from '@client/lib/api-client';
import { useCacheUpdatingMutation } from '../cache-updating-mutation';
import type { MutationHookOptions } from '../mutation-hook-options';
import { chatKeys } from './keys';

export interface CreateChatSessionRequest {
  projectId: string;
}

export const createChatSession = ({ projectId }: CreateChatSessionRequest) =>
  apiFetch<{ session: ChatSession }>(`/api/projects/${projectId}/chat/sessions`, {
    method: 'POST',
    body: {},
  }).then((body) => body.session);

/** Starts an empty session, listed first as the one used last. */
export const useCreateChatSessionMutation = (
  options?: MutationHookOptions<ChatSession, CreateChatSessionRequest>,
) =>
  useCacheUpdatingMutation(
    createChatSession,
    (queryClient, session, { projectId }) => {
      queryClient.setQueryData<ChatSession[]>(chatKeys.sessions(projectId), (sessions) => [
        session,
        ...(sessions ?? []),
      ]);
      queryClient.setQueryData(chatKeys.messages(projectId, session.id), []);
    },
    options,
  );
