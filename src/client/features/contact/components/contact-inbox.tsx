import { Inbox } from 'lucide-react';
import { Link } from 'react-router';
import { Skeleton } from '@client/components/ui/skeleton';
import { useContactMessagesQuery } from '@client/data/contact/contact-messages-query';
import { ApiError } from '@client/lib/api-client';

const when = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** The operator's inbox of Contact page messages, newest first. */
export function ContactInbox() {
  const messages = useContactMessagesQuery();
  if (messages.isPending) {
    return (
      <div className="flex flex-col gap-3" aria-busy="true" aria-label="Loading messages">
        <Skeleton className="h-24" />
        <Skeleton className="h-24" />
      </div>
    );
  }
  if (messages.isError) {
    const notOperator = messages.error instanceof ApiError && messages.error.status === 403;
    return (
      <p role="alert" className="rounded-xl border p-6 text-sm">
        {notOperator
          ? 'Only the person running this Bridge Studio server can read contact messages. That is the account set by OPERATOR_EMAIL, or else the first account made on the server.'
          : `The messages could not be loaded: ${messages.error.message}`}
      </p>
    );
  }
  if (messages.data.length === 0) {
    return (
      <p className="rounded-xl border p-6 text-center text-sm text-muted-foreground">
        No messages yet. Messages people send from the{' '}
        <Link to="/contact" className="text-primary underline underline-offset-4">
          Contact page
        </Link>{' '}
        appear here.
      </p>
    );
  }
  return (
    <ul className="flex flex-col gap-3" aria-label="Contact messages">
      {messages.data.map((m) => (
        <li
          key={m.id}
          className="flex flex-col gap-2 rounded-xl border bg-card p-5 text-card-foreground"
        >
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <p className="font-semibold">
              {m.name}{' '}
              <a
                href={`mailto:${m.email}`}
                className="font-normal text-primary underline underline-offset-4"
              >
                {m.email}
              </a>
            </p>
            <time dateTime={m.createdAt} className="text-sm text-muted-foreground">
              {when(m.createdAt)}
            </time>
          </div>
          <p className="whitespace-pre-wrap break-words text-sm">{m.message}</p>
          {m.fromAccount ? null : (
            <p className="text-xs text-muted-foreground">Sent without signing in.</p>
          )}
        </li>
      ))}
    </ul>
  );
}

/** A link to the inbox on the settings hub, shown only to the operator. */
export function ContactInboxLink() {
  const messages = useContactMessagesQuery();
  if (!messages.isSuccess) return null;
  return (
    <Link
      to="/settings/messages"
      className="flex w-fit items-center gap-2 rounded-xl border bg-card px-4 py-3 text-sm text-card-foreground shadow-sm hover:bg-accent"
    >
      <Inbox aria-hidden="true" className="size-4 text-primary" />
      Contact messages ({messages.data.length})
    </Link>
  );
}
