import { useState } from 'react';
import { Download, MessageSquarePlus, Trash2 } from 'lucide-react';
import { Button } from '@client/components/ui/button';
import { NativeSelect } from '@client/components/ui/native-select';
import { toast } from '@client/lib/toast';
import { chatExport, chatLogFileName, type ChatMessage, type ChatSession } from '../chat-log';
import { DeleteSessionDialog } from './delete-session-dialog';

function download(session: ChatSession, messages: readonly ChatMessage[]) {
  const url = URL.createObjectURL(
    new Blob([JSON.stringify(chatExport(session, messages), null, 2)], {
      type: 'application/json',
    }),
  );
  const link = document.createElement('a');
  link.href = url;
  link.download = chatLogFileName();
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

/** The project's sessions: pick one, start one, export the one shown (JSON), delete it after asking. */
export function ChatLogToolbar({
  sessions,
  session,
  messages,
  onSwitch,
  onNewSession,
  onDelete,
}: {
  sessions: readonly ChatSession[];
  session: ChatSession | null;
  messages: readonly ChatMessage[];
  onSwitch: (id: string) => void;
  onNewSession: () => void;
  onDelete: (id: string) => Promise<void>;
}) {
  const [asking, setAsking] = useState(false);
  const remove = async (doomed: ChatSession) => {
    try {
      await onDelete(doomed.id);
      toast.success('Session deleted', {
        description: `${doomed.title} and its messages are gone.`,
      });
    } catch (error) {
      toast.error('The session was not deleted', {
        description: error instanceof Error ? error.message : undefined,
      });
    }
  };

  return (
    <div className="flex flex-wrap items-center gap-2">
      <label htmlFor="chat-session" className="sr-only">
        Chat session
      </label>
      <NativeSelect
        id="chat-session"
        className="w-auto max-w-44"
        value={session?.id ?? ''}
        disabled={!session}
        onChange={(event) => onSwitch(event.target.value)}
      >
        {session ? null : <option value="">Session 1</option>}
        {sessions.map((s) => (
          <option key={s.id} value={s.id}>
            {s.title}
          </option>
        ))}
      </NativeSelect>
      <Button variant="outline" size="sm" onClick={onNewSession}>
        <MessageSquarePlus aria-hidden="true" /> New Session
      </Button>
      <Button
        variant="outline"
        size="sm"
        disabled={!session}
        onClick={() => session && download(session, messages)}
      >
        <Download aria-hidden="true" /> Export
      </Button>
      <Button variant="outline" size="sm" disabled={!session} onClick={() => setAsking(true)}>
        <Trash2 aria-hidden="true" /> Delete
      </Button>
      {session ? (
        <DeleteSessionDialog
          session={session}
          open={asking}
          onOpenChange={setAsking}
          onConfirm={() => remove(session)}
        />
      ) : null}
    </div>
  );
}
