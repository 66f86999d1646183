import { projectKeys } from '../projects/keys';

/** Under the project's key, so a run or an undo refreshes the plan cards in the chat too. */
export const chatKeys = {
  all: (projectId: string) => [...projectKeys.detail(projectId), 'chat'] as const,
  sessions: (projectId: string) => [...chatKeys.all(projectId), 'sessions'] as const,
  allMessages: (projectId: string) => [...chatKeys.all(projectId), 'messages'] as const,
  messages: (projectId: string, sessionId: string) =>
    [...chatKeys.allMessages(projectId), sessionId] as const,
};
