import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  useChatMessagesQuery,
  useUpdateChatOperation,
} from '@client/data/chat/chat-messages-query';
import { useChatSessionsQuery } from '@client/data/chat/chat-sessions-query';
import { useCreateChatMessageMutation } from '@client/data/chat/create-chat-message-mutation';
import { useCreateChatSessionMutation } from '@client/data/chat/create-chat-session-mutation';
import { useDeleteChatSessionMutation } from '@client/data/chat/delete-chat-session-mutation';
import { toast } from '@client/lib/toast';
import {
  forgetBrowserChatLogs,
  messageBody,
  type ChatMessage,
  type ChatMessageFields,
} from '../chat-log';

/** The session id of messages typed before the project's first session exists. */
const NO_SESSION = '';

function deferred() {
  let resolve = () => {};
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

const notSaved = (error: unknown) =>
  toast.error('This message was not saved', {
    description: `${error instanceof Error ? error.message : 'The server did not answer.'} It shows here until you leave the page.`,
  });

/**
 * The founder's chat in one project, kept on the server (modules/chat): sessions, the one shown,
 * and its messages. New messages show at once and are saved in the order they were added.
 */
export function useChatLogs(projectId: string) {
  useEffect(() => forgetBrowserChatLogs(), []);
  const sessionsQuery = useChatSessionsQuery(projectId);
  const [chosenId, setChosenId] = useState<string | null>(null);
  const sessions = useMemo(() => sessionsQuery.data ?? [], [sessionsQuery.data]);
  // The server lists the session used last first: a reload or another device opens it again.
  const current = sessions.find((s) => s.id === chosenId) ?? sessions[0] ?? null;
  const messagesQuery = useChatMessagesQuery(projectId, current?.id ?? null);
  const updateOperation = useUpdateChatOperation(projectId);
  const { mutateAsync: createSession } = useCreateChatSessionMutation();
  const { mutateAsync: createMessage } = useCreateChatMessageMutation();
  const { mutateAsync: removeSession } = useDeleteChatSessionMutation();
  const [pending, setPending] = useState<ChatMessage[]>([]);

  // Saving waits for the session list, so a message typed early joins the session it shows in.
  const currentId = useRef<string | null>(null);
  const listed = useRef(deferred());
  useEffect(() => {
    currentId.current = current?.id ?? null;
    if (!sessionsQuery.isPending) listed.current.resolve();
  });
  const queue = useRef(Promise.resolve());
  const enqueue = useCallback((work: () => Promise<void>) => {
    queue.current = queue.current.then(() => listed.current.promise).then(work);
  }, []);

  const openNew = useCallback(async () => {
    const session = await createSession({ projectId });
    currentId.current = session.id;
    setChosenId(session.id);
    return session.id;
  }, [createSession, projectId]);

  const addMessage = useCallback(
    (fields: ChatMessageFields) => {
      const local: ChatMessage = {
        ...fields,
        // The server keeps this id, so the message is drawn once, before and after it is saved.
        id: crypto.randomUUID(),
        sessionId: currentId.current ?? NO_SESSION,
        timestamp: new Date().toISOString(),
      };
      setPending((list) => [...list, local]);
      enqueue(async () => {
        try {
          const sessionId = currentId.current ?? (await openNew());
          await createMessage({
            projectId,
            sessionId,
            message: { id: local.id, ...messageBody(fields) },
          });
          setPending((list) => list.filter((m) => m.id !== local.id));
        } catch (error) {
          notSaved(error);
        }
      });
    },
    [createMessage, enqueue, openNew, projectId],
  );

  const startSession = useCallback(
    () =>
      enqueue(() =>
        openNew().then(
          () => undefined,
          (error: unknown) =>
            void toast.error('No new session was started', {
              description: error instanceof Error ? error.message : undefined,
            }),
        ),
      ),
    [enqueue, openNew],
  );

  const deleteSession = useCallback(
    async (sessionId: string) => {
      await removeSession({ projectId, sessionId });
      if (currentId.current === sessionId) {
        currentId.current = null;
        setChosenId(null);
      }
    },
    [projectId, removeSession],
  );

  const shownId = current?.id ?? NO_SESSION;
  const messages = useMemo(() => {
    const saved = current ? (messagesQuery.data ?? []) : [];
    const ids = new Set(saved.map((m) => m.id));
    return [
      ...saved,
      ...pending.filter(
        (m) => !ids.has(m.id) && (m.sessionId === shownId || m.sessionId === NO_SESSION),
      ),
    ];
  }, [current, messagesQuery.data, pending, shownId]);
  const loading = sessionsQuery.isPending || (current !== null && messagesQuery.isPending);
  const error = sessionsQuery.error ?? (current ? messagesQuery.error : null);

  return {
    /** Oldest first, as the session picker lists them. */
    sessions: useMemo(
      () => [...sessions].sort((a, b) => a.startTime.localeCompare(b.startTime)),
      [sessions],
    ),
    /** The session shown; null until the first message or New Session makes one. */
    session: current,
    messages,
    loading,
    error,
    retry: () => void (sessionsQuery.error ? sessionsQuery.refetch() : messagesQuery.refetch()),
    addMessage,
    updateOperation,
    startSession,
    switchSession: setChosenId,
    deleteSession,
  };
}
