import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ChatSession } from '@shared/contracts/chat';
import { apiFetch } from '@client/lib/api-client';
import { chatKeys } from './keys';

export const getChatSessions = (projectId: string, signal?: AbortSignal) =>
  apiFetch<{ sessions: ChatSession[] }>(`/api/projects/${projectId}/chat/sessions`, {
    signal,
  }).then((body) => body.sessions);

export const chatSessionsQueryOptions = (projectId: string) =>
  queryOptions({
    queryKey: chatKeys.sessions(projectId),
    queryFn: ({ signal }) => getChatSessions(projectId, signal),
  });

/** The signed-in user's chat sessions in the project, the one used last first. */
export const useChatSessionsQuery = (projectId: string) =>
  useQuery(chatSessionsQueryOptions(projectId));
