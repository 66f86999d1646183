import { useRef, type ChangeEvent } from 'react';
import { Download, MessageSquarePlus, Trash2, Upload } from 'lucide-react';
import { Button } from '@client/components/ui/button';
import { NativeSelect } from '@client/components/ui/native-select';
import { toast } from '@client/lib/toast';
import { chatLogFileName, parseChatLogsText, type ChatLogs } from '../chat-log';

function download(logs: ChatLogs) {
  const url = URL.createObjectURL(
    new Blob([JSON.stringify(logs, null, 2)], { type: 'application/json' }),
  );
  const link = document.createElement('a');
  link.href = url;
  link.download = chatLogFileName();
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

/** Sessions, and the chat log's export (JSON), import (refusing anything else) and clear. */
export function ChatLogToolbar({
  logs,
  onSwitch,
  onNewSession,
  onImport,
  onClear,
}: {
  logs: ChatLogs;
  onSwitch: (id: string) => void;
  onNewSession: () => void;
  onImport: (logs: ChatLogs) => void;
  onClear: () => void;
}) {
  const fileInput = useRef<HTMLInputElement>(null);

  const importFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const parsed = parseChatLogsText(await file.text());
    if (!parsed) {
      return toast.error('That file is not a chat log', {
        description: 'Nothing was changed. Choose a JSON file exported from the studio.',
      });
    }
    onImport(parsed);
    toast.success('Chat log imported', {
      description: `${parsed.sessions.length} session(s) loaded.`,
    });
  };

  return (
    <div className="flex flex-wrap items-center gap-2">
      <label htmlFor="chat-session" className="sr-only">
        Chat session
      </label>
      <NativeSelect
        id="chat-session"
        className="w-auto max-w-44"
        value={logs.currentSessionId}
        onChange={(event) => onSwitch(event.target.value)}
      >
        {logs.sessions.map((session) => (
          <option key={session.id} value={session.id}>
            {session.title}
          </option>
        ))}
      </NativeSelect>
      <Button variant="outline" size="sm" onClick={onNewSession}>
        <MessageSquarePlus aria-hidden="true" /> New Session
      </Button>
      <Button variant="outline" size="sm" onClick={() => download(logs)}>
        <Download aria-hidden="true" /> Export
      </Button>
      <Button variant="outline" size="sm" onClick={() => fileInput.current?.click()}>
        <Upload aria-hidden="true" /> Import
      </Button>
      <input
        ref={fileInput}
        type="file"
        accept="application/json,.json"
        className="sr-only"
        tabIndex={-1}
        aria-label="Import a chat log file"
        data-testid="chat-log-file"
        onChange={(event) => void importFile(event)}
      />
      <Button
        variant="outline"
        size="sm"
        onClick={() => {
          onClear();
          toast.success('Chat log cleared');
        }}
      >
        <Trash2 aria-hidden="true" /> Clear
      </Button>
    </div>
  );
}
