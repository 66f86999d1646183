import type { User } from '@shared/contracts/auth';
import {
  CHAT_LIMITS,
  type ChatMessage,
  type ChatSession,
  type CreateChatMessageBody,
} from '@shared/contracts/chat';
import type { RequirementOutcome } from '@shared/contracts/projects';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { toOperation } from '../operations/service';
import type { ProjectService } from '../projects/service';
import type { ChatMessageRow, ChatRepository, ChatSessionRow, OperationRow } from './repository';

export const REQUIREMENTS_INTRO =
  'These plans come from the requirements you wrote when you created the project. Review each one and run it when you are ready.';

const toSession = (row: ChatSessionRow): ChatSession => ({
  id: row.id,
  title: row.title,
  startTime: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

function toMessage(row: ChatMessageRow, operation: OperationRow | null): ChatMessage {
  return {
    id: row.id,
    sessionId: row.sessionId,
    type: row.type,
    content: row.content,
    timestamp: row.createdAt.toISOString(),
    ...(row.service ? { service: row.service } : {}),
    ...(row.operationId ? { operationId: row.operationId } : {}),
    ...(operation ? { operation: toOperation(operation) } : {}),
    ...(row.tone ? { tone: row.tone } : {}),
    ...(row.details ? { details: row.details } : {}),
    ...(row.suggestions ? { suggestions: row.suggestions } : {}),
    ...(row.choices ? { choices: row.choices } : {}),
  };
}

const sessionNotFound = () =>
  notFound('No chat session was found with that id in this project.', 'chat_session_not_found');

/** Chat sessions and messages, kept per project and per user (decision 028). */
export function createChatService(deps: { repo: ChatRepository; projects: ProjectService }) {
  const { repo, projects } = deps;

  /** "Session N" after the user's sessions in the project, skipping a title already in use. */
  function nextTitle(existing: ChatSessionRow[]) {
    const titles = new Set(existing.map((s) => s.title));
    let n = existing.length + 1;
    while (titles.has(`Session ${n}`)) n += 1;
    return `Session ${n}`;
  }

  async function newSession(user: User, projectId: string, title?: string) {
    const existing = await repo.sessions(projectId, user.id);
    if (existing.length >= CHAT_LIMITS.sessionsPerProject)
      throw badRequest(
        `You can keep at most ${CHAT_LIMITS.sessionsPerProject} chat sessions in a project. Delete one you no longer need first.`,
        'chat_sessions_full',
      );
    return repo.insertSession({
      projectId,
      userId: user.id,
      title: title ?? nextTitle(existing),
    });
  }

  async function ownSession(user: User, projectId: string, sessionId: string) {
    await projects.access(user, projectId, 'read');
    const session = await repo.session(projectId, user.id, sessionId);
    if (!session) throw sessionNotFound();
    return session;
  }

  return {
    async listSessions(user: User, projectId: string) {
      await projects.access(user, projectId, 'read');
      return (await repo.sessions(projectId, user.id)).map(toSession);
    },

    async createSession(user: User, projectId: string, title?: string) {
      await projects.access(user, projectId, 'read');
      return toSession(await newSession(user, projectId, title));
    },

    async deleteSession(user: User, projectId: string, sessionId: string) {
      await projects.access(user, projectId, 'read');
      if (!(await repo.deleteSession(projectId, user.id, sessionId))) throw sessionNotFound();
    },

    async listMessages(user: User, projectId: string, sessionId: string) {
      const session = await ownSession(user, projectId, sessionId);
      return (await repo.messages(session)).map((r) => toMessage(r.message, r.operation));
    },

    async addMessage(
      user: User,
      projectId: string,
      sessionId: string,
      body: CreateChatMessageBody,
    ): Promise<ChatMessage> {
      const session = await ownSession(user, projectId, sessionId);
      if ((await repo.messageCount(session.id)) >= CHAT_LIMITS.messagesPerSession)
        throw badRequest(
          `This session is full (${CHAT_LIMITS.messagesPerSession} messages). Start a new session to carry on.`,
          'chat_session_full',
        );
      // A plan card may only show a plan of this project: that is what its Execute runs.
      const operation = body.operationId
        ? await repo.operation(projectId, body.operationId)
        : undefined;
      if (body.operationId && !operation)
        throw notFound(
          'No operation was found with that id in this project.',
          'operation_not_found',
        );
      const [row] = await repo.insertMessages(session.id, [body]);
      if (row) return toMessage(row, operation ?? null);
      // The id is taken: a retry of a message already saved here answers it again.
      const again = (await repo.messages(session)).find((r) => r.message.id === body.id);
      if (!again || again.message.content !== body.content)
        throw conflict('A different message already has that id.', 'chat_message_exists');
      return toMessage(again.message, again.operation);
    },

    /** The plans made from a new project's requirements open its creator's chat, by operation id. */
    async recordRequirementPlans(user: User, projectId: string, outcomes: RequirementOutcome[]) {
      const planned = outcomes.flatMap((o) => (o.operationId ? [o] : []));
      const unplanned = outcomes.filter((o) => !o.operationId);
      if (outcomes.length === 0) return;
      const session = await newSession(user, projectId);
      await repo.insertMessages(session.id, [
        ...(planned.length > 0 ? [{ type: 'ai' as const, content: REQUIREMENTS_INTRO }] : []),
        ...planned.map((o) => ({
          type: 'operation' as const,
          content: o.instruction,
          operationId: o.operationId,
        })),
        ...(unplanned.length > 0
          ? [
              {
                type: 'ai' as const,
                content:
                  'These requirements were not planned; ask for them again in your own words:',
                details: unplanned.map((o) => `"${o.instruction}": ${o.reason ?? ''}`.trim()),
              },
            ]
          : []),
      ]);
    },
  };
}

export type ChatService = ReturnType<typeof createChatService>;
