import { Suspense, lazy, useState } from 'react';
import { Download, MessageSquarePlus, Trash2 } from 'lucide-react';
import { useOpenedOnce } from '@client/components/open-on-intent';
import { Button } from '@client/components/ui/button';
import { NativeSelect } from '@client/components/ui/native-select';
import { toast } from '@client/lib/toast';
import { chatExport, chatLogFileName, type ChatMessage, type ChatSession } from '../chat-log';

// The dialog (and Radix's dialog layer) loads when a chat is about to be deleted.
const DeleteSessionDialog = lazy(() =>
  import('./delete-session-dialog').then((m) => ({ default: m.DeleteSessionDialog })),
);

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

/** Square icon buttons on a phone, where their words are visually hidden. */
export const ICON_ON_PHONE = 'max-sm:has-[>svg]:px-2';

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
  const askedOnce = useOpenedOnce(asking);
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

  // On a phone the buttons show their icons only; the words stay for screen readers.
  return (
    <div className="flex flex-wrap items-center gap-1.5 sm:gap-2">
      <label htmlFor="chat-session" className="sr-only">
        Chat session
      </label>
      <NativeSelect
        id="chat-session"
        className="w-auto max-w-44 max-sm:max-w-30"
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
      <Button variant="outline" size="sm" className={ICON_ON_PHONE} onClick={onNewSession}>
        <MessageSquarePlus aria-hidden="true" />
        <span className="max-sm:sr-only">New Session</span>
      </Button>
      <Button
        variant="outline"
        size="sm"
        className={ICON_ON_PHONE}
        disabled={!session}
        onClick={() => session && download(session, messages)}
      >
        <Download aria-hidden="true" />
        <span className="max-sm:sr-only">Export</span>
      </Button>
      <Button
        variant="outline"
        size="sm"
        className={ICON_ON_PHONE}
        disabled={!session}
        onClick={() => setAsking(true)}
      >
        <Trash2 aria-hidden="true" />
        <span className="max-sm:sr-only">Delete</span>
      </Button>
      {session && askedOnce ? (
        <Suspense fallback={null}>
          <DeleteSessionDialog
            session={session}
            open={asking}
            onOpenChange={setAsking}
            onConfirm={() => remove(session)}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
