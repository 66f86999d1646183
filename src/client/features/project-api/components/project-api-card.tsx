import { useId, useState } from 'react';
import { Eye, EyeOff, TriangleAlert } from 'lucide-react';
import { CopyButton } from '@client/components/copy-button';
import { Button } from '@client/components/ui/button';
import { useProjectApiQuery } from '@client/data/project-api/project-api-query';

/** The few lines a founder's app needs to talk to its project, with the real URL and anon key. */
export const supabaseSnippet = (url: string, anonKey: string) =>
  [
    "import { createClient } from '@supabase/supabase-js'",
    '',
    `const supabase = createClient('${url}', '${anonKey}')`,
    '',
    "const { data, error } = await supabase.from('todos').select()",
  ].join('\n');

/** One value with its name, shown in full (keys wrap on a phone) and a copy button. */
function CopyableValue({
  label,
  copyLabel,
  value,
  testId,
}: {
  label: string;
  copyLabel: string;
  value: string;
  testId: string;
}) {
  const id = useId();
  return (
    <div className="grid min-w-0 gap-1">
      <span id={id} className="text-sm font-medium">
        {label}
      </span>
      <div className="relative rounded-lg border bg-muted/50 p-3 pr-24 text-foreground">
        <code
          aria-labelledby={id}
          className="block break-all font-mono text-sm"
          data-testid={testId}
        >
          {value}
        </code>
        <CopyButton text={value} label={copyLabel} />
      </div>
    </div>
  );
}

/**
 * The project's Supabase-compatible API: its URLs (the site's origin for the site, a path on the
 * studio's address for scripts and servers) and anon key for every member, a supabase-js
 * snippet, and for owners and admins the service-role key behind a reveal.
 */
export function ProjectApiCard({
  projectId,
  headingLevel = 2,
}: {
  projectId: string;
  /** 2 on a page of cards, 3 inside a tab that has its own heading. */
  headingLevel?: 2 | 3;
}) {
  const query = useProjectApiQuery(projectId);
  const [revealed, setRevealed] = useState(false);
  const titleId = useId();
  const secretId = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const SubHeading = headingLevel === 2 ? 'h3' : 'h4';

  return (
    <section
      aria-labelledby={titleId}
      data-testid="project-api"
      className="flex min-w-0 flex-col gap-3 rounded-xl border bg-card p-4 text-card-foreground sm:p-5"
    >
      <Heading id={titleId} className="font-semibold">
        Your project’s API
      </Heading>
      <p className="text-sm text-muted-foreground">
        Your website or app reads and saves its data through this address, with the same supabase-js
        library you would use with Supabase.
      </p>
      {query.isPending ? (
        <p className="text-sm" role="status">
          Getting your project’s API details…
        </p>
      ) : query.isError ? (
        <div role="alert" className="flex flex-col items-start gap-2">
          <p className="text-sm">
            {`Your project’s API details could not be loaded: ${query.error.message}`}
          </p>
          <Button variant="outline" onClick={() => void query.refetch()}>
            Try again
          </Button>
        </div>
      ) : !query.data.url || !query.data.anonKey ? (
        <div className="flex flex-col items-start gap-2">
          <p className="text-sm">
            Your project’s API is not ready yet. It appears here a moment after the project is
            created.
          </p>
          <Button variant="outline" onClick={() => void query.refetch()}>
            Check again
          </Button>
        </div>
      ) : (
        <div className="grid min-w-0 gap-4">
          <CopyableValue
            label="API URL"
            copyLabel="the API URL"
            value={query.data.url}
            testId="project-api-url"
          />
          <CopyableValue
            label="API URL for Node scripts and servers"
            copyLabel="the API URL for scripts and servers"
            value={query.data.serverUrl}
            testId="project-api-server-url"
          />
          <p className="text-xs text-muted-foreground" data-testid="project-api-url-note">
            Your website, on its own site, uses the API URL; Node scripts and other servers use the
            second address, which any program can reach.
          </p>
          <CopyableValue
            label="Anon key"
            copyLabel="the anon key"
            value={query.data.anonKey}
            testId="project-api-anon-key"
          />
          <p className="text-xs text-muted-foreground">
            The anon key is safe to put in your website or app: your tables’ row-level security
            decides what each visitor and signed-in user may see and change.
          </p>

          <div className="grid min-w-0 gap-1">
            <span className="text-sm font-medium">Use it with supabase-js</span>
            <div className="relative min-w-0 rounded-lg border bg-muted/50 text-foreground">
              <CopyButton
                text={supabaseSnippet(query.data.url, query.data.anonKey)}
                label="the code"
              />
              <pre
                tabIndex={0}
                aria-label="Code that connects your app to its API"
                className="max-h-80 overflow-auto p-3 pt-12 font-mono text-xs leading-relaxed whitespace-pre"
              >
                <code data-testid="project-api-snippet">
                  {supabaseSnippet(query.data.url, query.data.anonKey)}
                </code>
              </pre>
            </div>
            <p className="text-sm text-muted-foreground">
              Paste this into your app’s code to connect it to your project; the last line reads the
              rows of a table called todos, so put the name of one of your own tables there.
            </p>
          </div>

          {query.data.serviceRoleKey ? (
            <div className="grid min-w-0 gap-2 rounded-lg border border-amber-600/40 bg-amber-500/10 p-3 text-amber-900 dark:text-amber-300">
              <SubHeading className="text-sm font-semibold">Service-role key</SubHeading>
              <p className="flex gap-2 text-sm">
                <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                <span>
                  This key skips row-level security: whoever has it can read, change and delete
                  every row in your database. Keep it on your own server, and never put it in a
                  website, an app or anywhere your visitors could see it.
                </span>
              </p>
              <Button
                variant="outline"
                className="w-fit"
                aria-expanded={revealed}
                aria-controls={secretId}
                onClick={() => setRevealed((shown) => !shown)}
              >
                {revealed ? <EyeOff aria-hidden="true" /> : <Eye aria-hidden="true" />}
                {revealed ? 'Hide service-role key' : 'Reveal service-role key'}
              </Button>
              <div id={secretId} hidden={!revealed}>
                {revealed ? (
                  <CopyableValue
                    label="Service-role key"
                    copyLabel="the service-role key"
                    value={query.data.serviceRoleKey}
                    testId="project-api-service-key"
                  />
                ) : null}
              </div>
            </div>
          ) : (
            <p className="text-sm text-muted-foreground">
              Only the project’s owner and admins can see the service-role key, which skips
              row-level security and is meant for servers only.
            </p>
          )}
        </div>
      )}
    </section>
  );
}
