import { useState } from 'react';
import { Eye, EyeOff } from 'lucide-react';
import { Button } from '@client/components/ui/button';
import { CopyButton } from '@client/components/copy-button';
import { useDatabaseConnectionQuery } from '@client/data/database/database-connection-query';

const onThisComputer = (uri: string) => {
  try {
    return ['127.0.0.1', 'localhost', '[::1]'].includes(new URL(uri).hostname);
  } catch {
    return false;
  }
};

/** The database's connection string for psql, pg_dump or any SQL client, shown only on request. */
export function DatabaseConnection({ projectId, canSee }: { projectId: string; canSee: boolean }) {
  const [revealed, setRevealed] = useState(false);
  const query = useDatabaseConnectionQuery(projectId, revealed && canSee);
  return (
    <section
      aria-labelledby="database-connection-title"
      className="flex flex-col gap-3 rounded-xl border bg-card p-5 text-card-foreground"
    >
      <h2 id="database-connection-title" className="font-semibold">
        Connect with your own tools
      </h2>
      <p className="text-sm text-muted-foreground">
        Paste this connection string into psql, pg_dump or any SQL client to open this project’s
        database. It contains a password, so keep it to yourself.
      </p>
      {!canSee ? (
        <p className="text-sm">
          Only the project’s owner and admins can see the connection string.
        </p>
      ) : !revealed ? (
        <Button variant="outline" className="w-fit" onClick={() => setRevealed(true)}>
          <Eye aria-hidden="true" />
          Show connection string
        </Button>
      ) : query.isPending ? (
        <p className="text-sm" role="status">
          Getting the connection string…
        </p>
      ) : query.isError ? (
        <div role="alert" className="flex flex-col items-start gap-2">
          <p className="text-sm">{query.error.message}</p>
          <Button variant="outline" onClick={() => void query.refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <div className="flex flex-col gap-2">
          <div className="relative rounded-lg border bg-muted/50 p-3 pr-24">
            <code className="block break-all font-mono text-sm" data-testid="database-uri">
              {query.data.uri}
            </code>
            <CopyButton text={query.data.uri} label="the connection string" />
          </div>
          {onThisComputer(query.data.uri) ? (
            <p className="text-xs text-muted-foreground">
              It works on the computer the studio runs on; the database does not accept connections
              from other machines.
            </p>
          ) : null}
          <Button variant="ghost" className="w-fit" onClick={() => setRevealed(false)}>
            <EyeOff aria-hidden="true" />
            Hide
          </Button>
        </div>
      )}
    </section>
  );
}
