import { useEffect, useRef } from 'react';
import { splitRequirements } from '@shared/planner/requirements';
import type { Operation } from '@shared/contracts/operations';
import { useOperationsQuery } from '@client/data/operations/operations-query';
import type { ChatLogs, ChatMessage } from '../chat-log';

type AddMessage = (fields: Omit<ChatMessage, 'id' | 'sessionId' | 'timestamp'>) => void;

/**
 * The plans made from the requirements typed when the project was created (modules/project-setup
 * on the server) join the chat once, oldest first, so the founder can approve them there.
 */
export function useRequirementPlans(
  projectId: string,
  requirements: string | null,
  chat: { logs: ChatLogs; addMessage: AddMessage },
) {
  const operations = useOperationsQuery(projectId, 50, { enabled: Boolean(requirements?.trim()) });
  // Messages added in this mount, before the logs they went into have re-rendered.
  const added = useRef(new Set<string>());
  const { logs, addMessage } = chat;
  useEffect(() => {
    if (!requirements || !operations.data) return;
    const wanted = new Set(splitRequirements(requirements));
    const inChat = new Set(
      logs.sessions.flatMap((s) =>
        s.messages.flatMap((m) => (m.operation ? [m.operation.id] : [])),
      ),
    );
    const waiting = (op: Operation) =>
      op.status === 'planned' &&
      wanted.has(op.instruction) &&
      !inChat.has(op.id) &&
      !added.current.has(op.id);
    for (const operation of [...operations.data].reverse().filter(waiting)) {
      added.current.add(operation.id);
      addMessage({
        type: 'operation',
        content: operation.explanation,
        service: operation.service,
        operation,
      });
    }
  }, [operations.data, requirements, logs, addMessage]);
}
