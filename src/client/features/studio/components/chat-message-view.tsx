import { Bot, User } from 'lucide-react';
import type { ChatMessage } from '../chat-log';
import { Button } from '@client/components/ui/button';
import { cn } from '@client/lib/utils';

/** A user or assistant line in the chat; operation messages render as plan cards instead. */
export function ChatMessageView({
  message,
  onSuggestion,
  onChoice,
  choosing = false,
}: {
  message: ChatMessage;
  onSuggestion: (text: string) => void;
  /** Sends a choice's instruction, as if the founder had typed it. */
  onChoice?: (instruction: string) => void;
  choosing?: boolean;
}) {
  const mine = message.type === 'user';
  return (
    <li
      data-testid={`chat-message-${message.type}`}
      data-tone={message.tone}
      className={cn('flex gap-2', mine && 'flex-row-reverse')}
    >
      <span
        aria-hidden="true"
        className="mt-1 flex size-7 shrink-0 items-center justify-center rounded-full bg-muted"
      >
        {mine ? <User className="size-4" /> : <Bot className="size-4" />}
      </span>
      <div
        className={cn(
          'grid min-w-0 max-w-[85%] gap-1 rounded-xl px-3 py-2 text-sm wrap-anywhere',
          mine ? 'bg-primary text-primary-foreground' : 'border bg-card',
          message.tone === 'error' &&
            'border-red-700/50 bg-red-50 text-red-950 dark:bg-red-950/60 dark:text-red-100',
          message.tone === 'success' &&
            'border-emerald-700/50 bg-emerald-50 text-emerald-950 dark:bg-emerald-950/60 dark:text-emerald-100',
        )}
      >
        <span className="sr-only">{mine ? 'You said:' : 'Studio:'}</span>
        <p className="whitespace-pre-wrap">{message.content}</p>
        {message.details?.length ? (
          <ol className="list-decimal space-y-0.5 pl-5">
            {message.details.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ol>
        ) : null}
        {message.choices?.length && onChoice ? (
          <div role="group" aria-label="Choose one" className="flex flex-wrap gap-1.5 pt-1">
            {message.choices.map((choice) => (
              <Button
                key={choice.instruction}
                type="button"
                size="sm"
                variant="outline"
                // A choice's label is often a whole sentence: it wraps inside the bubble.
                className="h-auto min-h-8 max-w-full justify-start py-1.5 text-left whitespace-normal"
                disabled={choosing}
                title={choice.instruction}
                data-testid="chat-choice"
                onClick={() => onChoice(choice.instruction)}
              >
                {choice.label}
              </Button>
            ))}
          </div>
        ) : null}
        {message.suggestions?.length ? (
          <div className="flex flex-wrap gap-1.5 pt-1">
            {message.suggestions.map((text) => (
              <button
                key={text}
                type="button"
                onClick={() => onSuggestion(text)}
                className="max-w-full rounded-full border bg-background px-2.5 py-1 text-left text-xs text-foreground hover:bg-accent"
              >
                {text}
              </button>
            ))}
          </div>
        ) : null}
        <time dateTime={message.timestamp} className="text-xs opacity-80">
          {new Date(message.timestamp).toLocaleTimeString([], {
            hour: '2-digit',
            minute: '2-digit',
          })}
        </time>
      </div>
    </li>
  );
}
