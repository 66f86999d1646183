import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { LoaderCircle, SendHorizontal } from 'lucide-react';
import { useNavigate } from 'react-router';
import type { Operation } from '@shared/contracts/operations';
import type { Choice, ServiceChoice } from '@shared/contracts/plan';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';
import { Label } from '@client/components/ui/label';
import { NativeSelect } from '@client/components/ui/native-select';
import { ApiError } from '@client/lib/api-client';
import { toast } from '@client/lib/toast';
import { hostingOutcome } from '@shared/format/hosting-outcome';
import { useChatLogs } from '../hooks/use-chat-logs';
import { failureReason, useOperationActions } from '../hooks/use-operation-actions';
import { CONNECTING_REPLY, MANUAL_STEPS, guessService } from '../manual-steps';
import { SERVICE_CHOICES } from '../service-labels';
import { ChatLogToolbar } from './chat-log-toolbar';
import { ChatMessageView } from './chat-message-view';
import { PlanCard } from './plan-card';

export const EXECUTE_FAILED = 'Operation failed. Please check your connection and try again.';
const PLAN_FAILED = 'Failed to process instruction. Please try again or rephrase your request.';

const examplesOf = (error: ApiError) =>
  Array.isArray(error.details?.examples)
    ? error.details.examples.filter((e): e is string => typeof e === 'string')
    : [];

/** What the studio can do instead, sent with a 422 for something it cannot do. */
const alternativesOf = (error: ApiError) =>
  Array.isArray(error.details?.alternatives)
    ? error.details.alternatives.filter(
        (a): a is Choice =>
          typeof a === 'object' && a !== null && 'label' in a && 'instruction' in a,
      )
    : undefined;

/** The multi-agent chat: instruction in, plan card out, Execute and Undo from the card. */
export function AgentChat({
  projectId,
  canRun,
  initialInstruction = '',
  headerAction = null,
}: {
  projectId: string;
  canRun: boolean;
  initialInstruction?: string;
  /** Shown beside the chat's tools, such as the button that opens project health on a phone. */
  headerAction?: ReactNode;
}) {
  const chat = useChatLogs(projectId);
  const navigate = useNavigate();
  const { plan, execute, undo } = useOperationActions();
  const [input, setInput] = useState(initialInstruction);
  const [service, setService] = useState<ServiceChoice>('auto');
  const [busyId, setBusyId] = useState<string | null>(null);
  const listEnd = useRef<HTMLLIElement>(null);
  const processing = plan.isPending;
  const messages = chat.messages;

  useEffect(() => {
    listEnd.current?.scrollIntoView?.({ block: 'nearest' });
  }, [messages.length]);

  const send = async (text = input) => {
    const instruction = text.trim();
    if (!instruction || processing) return;
    setInput('');
    chat.addMessage({ type: 'user', content: instruction });
    if (!canRun) {
      return chat.addMessage({
        type: 'ai',
        content: CONNECTING_REPLY,
        details: MANUAL_STEPS[guessService(instruction, service)],
      });
    }
    try {
      const operation = await plan.mutateAsync({ projectId, instruction, service });
      if ('clarification' in operation) {
        const { question, choices } = operation.clarification;
        return chat.addMessage({ type: 'ai', content: question, choices });
      }
      if ('action' in operation) {
        const { action } = operation;
        chat.addMessage({ type: 'ai', content: action.message });
        const project = encodeURIComponent(projectId);
        return navigate(
          action.kind === 'show'
            ? `/settings/database?project=${project}`
            : `/settings/advanced?project=${project}&connect=${action.service}`,
        );
      }
      chat.addMessage({
        type: 'operation',
        content: operation.explanation,
        service: operation.service,
        operation,
      });
      // A question only reads, so it is answered at once, with no approval click.
      if (operation.type === 'query') void run(operation, false);
    } catch (error) {
      if (
        error instanceof ApiError &&
        error.status >= 400 &&
        error.status < 500 &&
        error.status !== 429
      ) {
        const choices = alternativesOf(error);
        chat.addMessage({
          type: 'ai',
          content: error.message,
          // An example already offered as a button is not repeated as a suggestion.
          suggestions: examplesOf(error).filter(
            (text) => !choices?.some((c) => c.instruction === text),
          ),
          choices,
        });
      } else {
        chat.addMessage({
          type: 'ai',
          tone: 'error',
          content: PLAN_FAILED,
          details: ['Network communication error'],
        });
      }
    }
  };

  const run = async (operation: Operation, confirm: boolean) => {
    setBusyId(operation.id);
    try {
      const answer = await execute.mutateAsync({ operation, confirm });
      chat.updateOperation(answer.operation);
      if (answer.ok && operation.type === 'query') return;
      if (answer.ok) {
        markUndone(answer.result);
        // Hosting says what really happened: a preview or a domain waiting for DNS is not "done".
        const outcome = hostingOutcome(answer.operation.steps, answer.result);
        toast.success(outcome?.title ?? 'Operation executed');
        const undoHint = answer.operation.undo.available
          ? ' You can undo it from the plan card.'
          : '';
        chat.addMessage({
          type: 'ai',
          tone: 'success',
          service: operation.service,
          content: `${outcome ? `${outcome.title}. ${outcome.message}` : `Done: "${operation.instruction}" has run.`}${operation.type === 'content' ? ' Open the preview from the plan card to see it.' : ''}${undoHint}`,
        });
      } else {
        failed(operation, failureReason(answer.result));
      }
    } catch (error) {
      failed(operation, failureReason(undefined, error));
    } finally {
      setBusyId(null);
    }
  };

  /** "Undo my last change" took back an operation whose card may be in this chat: show it undone. */
  const markUndone = (result: unknown) => {
    const id = (result as { undone?: unknown } | undefined)?.undone;
    const undone = messages.find((m) => m.operation?.id === id)?.operation;
    if (undone) chat.updateOperation({ ...undone, status: 'undone' });
  };

  const failed = (operation: Operation, reason?: string) => {
    toast.error('Execution failed', { description: 'Failed to execute operation.' });
    chat.addMessage({
      type: 'ai',
      tone: 'error',
      service: operation.service,
      content: EXECUTE_FAILED,
      details: reason ? [reason] : undefined,
    });
  };

  const takeBack = async (operation: Operation) => {
    setBusyId(operation.id);
    try {
      const undone = await undo.mutateAsync(operation);
      chat.updateOperation(undone);
      toast.success('Change undone');
      chat.addMessage({
        type: 'ai',
        tone: 'success',
        content: `Undone: "${operation.instruction}" was taken back.`,
      });
    } catch (error) {
      toast.error('Undo failed', { description: failureReason(undefined, error) });
    } finally {
      setBusyId(null);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void send();
    }
  };

  return (
    <Card
      className="min-h-0 min-w-0 flex-1 gap-3 py-3 sm:gap-4 sm:py-4"
      data-testid="agent-chat"
      data-demo="agent-chat"
    >
      <CardHeader className="flex-row flex-wrap items-center gap-1.5 px-3 sm:gap-2 sm:px-6">
        {/* On a phone the title gives way so the tools fit one row above the messages. */}
        <CardTitle className="mr-auto max-sm:sr-only">Chat with the studio</CardTitle>
        <ChatLogToolbar
          sessions={chat.sessions}
          session={chat.session}
          messages={messages}
          onSwitch={chat.switchSession}
          onNewSession={chat.startSession}
          onDelete={chat.deleteSession}
        />
        {headerAction}
      </CardHeader>
      <CardContent className="flex min-h-0 flex-1 flex-col gap-3 px-3 sm:gap-4 sm:px-6">
        {/* relative: the messages' visually hidden labels stay inside this box instead of lengthening the page. */}
        <div
          role="log"
          aria-label={`${chat.session?.title ?? 'Session 1'} messages`}
          aria-busy={chat.loading}
          aria-live="polite"
          className="relative min-h-0 flex-1 overflow-y-auto pr-1"
        >
          {/* minmax(0,1fr): a wide message cannot widen the column past the log; it wraps or scrolls inside. */}
          <ol className="grid grid-cols-[minmax(0,1fr)] gap-3">
            {chat.loading ? (
              <li role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
                <LoaderCircle aria-hidden="true" className="size-4 animate-spin" /> Loading the
                conversation...
              </li>
            ) : chat.error ? (
              <li role="alert" className="grid justify-items-center gap-2 text-center text-sm">
                <span>The conversation could not be loaded: {chat.error.message}</span>
                <Button variant="outline" size="sm" onClick={chat.retry}>
                  Try again
                </Button>
              </li>
            ) : messages.length === 0 ? (
              <li className="self-center text-center text-sm text-muted-foreground">
                Tell the studio what you want, for example "create a table called tasks with a title
                and a done checkbox".
              </li>
            ) : null}
            {messages.map((message) =>
              message.type === 'operation' && message.operation ? (
                <li key={message.id} data-testid="chat-message-operation">
                  <PlanCard
                    operation={message.operation}
                    canRun={canRun}
                    running={busyId === message.operation.id && execute.isPending}
                    undoing={busyId === message.operation.id && undo.isPending}
                    onExecute={(confirm) =>
                      message.operation && void run(message.operation, confirm)
                    }
                    onUndo={() => message.operation && void takeBack(message.operation)}
                  />
                </li>
              ) : (
                <ChatMessageView
                  key={message.id}
                  message={message}
                  onSuggestion={(text) => setInput(text)}
                  onChoice={(text) => void send(text)}
                  choosing={processing}
                />
              ),
            )}
            {processing ? (
              <li role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
                <LoaderCircle aria-hidden="true" className="size-4 animate-spin" /> Planning...
              </li>
            ) : null}
            <li ref={listEnd} aria-hidden="true" />
          </ol>
        </div>
        <form
          className="grid gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            void send();
          }}
        >
          <div className="flex flex-wrap items-center gap-2">
            <Label htmlFor="agent-service">Service</Label>
            <NativeSelect
              id="agent-service"
              className="w-auto"
              value={service}
              onChange={(event) => setService(event.target.value as ServiceChoice)}
            >
              {SERVICE_CHOICES.map((choice) => (
                <option key={choice.value} value={choice.value}>
                  {choice.label}
                </option>
              ))}
            </NativeSelect>
          </div>
          <div className="flex items-end gap-2">
            <Label htmlFor="agent-instruction" className="sr-only">
              Your instruction
            </Label>
            <textarea
              id="agent-instruction"
              rows={2}
              value={input}
              onChange={(event) => setInput(event.target.value)}
              onKeyDown={onKeyDown}
              maxLength={4000}
              placeholder="Describe what you want in plain English"
              className="min-h-16 w-full min-w-0 flex-1 resize-y rounded-md border border-input bg-background px-3 py-2 text-base shadow-xs md:text-sm"
            />
            <Button
              type="submit"
              size="icon"
              aria-label="Send"
              disabled={!input.trim() || processing}
            >
              {processing ? (
                <LoaderCircle aria-hidden="true" className="animate-spin" />
              ) : (
                <SendHorizontal aria-hidden="true" />
              )}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
