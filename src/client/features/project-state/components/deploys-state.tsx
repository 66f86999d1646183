import { useQuery } from '@tanstack/react-query';
import { ExternalLink, RotateCcw } from 'lucide-react';
import { Button } from '@client/components/ui/button';
import { deploysQueryOptions, siteQueryOptions } from '../api/project-state-api';
import { CustomDomains } from './custom-domains';
import { StateFrame } from './state-frame';

const STATE_WORDS = {
  preparing: 'Preparing',
  uploading: 'Uploading',
  ready: 'Ready',
  error: 'Failed',
} as const;

/** Deploys, newest first, with their addresses; an earlier working deploy can be rolled back to. */
export function DeploysState({
  projectId,
  canCheckDomains,
  onRollback,
}: {
  projectId: string;
  /** Checking a domain's proof changes what is served: editors and up. */
  canCheckDomains: boolean;
  onRollback: (deployId: string) => void;
}) {
  const deploys = useQuery(deploysQueryOptions(projectId));
  const site = useQuery(siteQueryOptions(projectId));
  const live = deploys.data?.some((deploy) => deploy.live);
  return (
    <div className="grid gap-3">
      {site.data && live ? (
        <p className="text-sm">
          {'Your live site: '}
          <a
            href={site.data.url}
            target="_blank"
            rel="noreferrer"
            className="break-all font-medium text-primary underline-offset-4 hover:underline"
          >
            {site.data.url}
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        </p>
      ) : null}
      <CustomDomains
        projectId={projectId}
        domains={site.data?.customDomains ?? []}
        canCheck={canCheckDomains}
      />
      <StateFrame
        title="Deploys"
        query={deploys}
        isEmpty={(d) => d.length === 0}
        empty="Nothing deployed yet. Deploy to put your site online."
      >
        {(data) => (
          <ul className="grid gap-2" data-testid="deploys">
            {data.slice(0, 10).map((deploy) => (
              <li key={deploy.id} className="grid gap-1 rounded-lg border p-3 text-sm">
                <div className="flex flex-wrap items-center gap-2">
                  <span className="font-mono text-xs">{deploy.id.slice(0, 8)}</span>
                  <span className="font-medium">{STATE_WORDS[deploy.state]}</span>
                  {deploy.live ? (
                    <span className="rounded-md bg-emerald-100 px-1.5 text-xs font-semibold text-emerald-900 dark:bg-emerald-950 dark:text-emerald-200">
                      Live
                    </span>
                  ) : null}
                  <span className="text-xs text-muted-foreground">{`${deploy.branch} · ${new Date(deploy.createdAt).toLocaleString()}`}</span>
                </div>
                {deploy.error ? <p className="text-destructive">{deploy.error}</p> : null}
                <div className="flex flex-wrap items-center gap-2">
                  <a
                    href={deploy.url}
                    target="_blank"
                    rel="noreferrer"
                    className="inline-flex min-w-0 items-center gap-1 break-all text-primary underline-offset-4 hover:underline"
                  >
                    {deploy.url}
                    <ExternalLink aria-hidden="true" className="size-3 shrink-0" />
                    <span className="sr-only">(opens in a new tab)</span>
                  </a>
                  {!deploy.live && deploy.state === 'ready' ? (
                    <Button
                      size="sm"
                      variant="outline"
                      onClick={() => onRollback(deploy.id)}
                      aria-label={`Roll back to deploy ${deploy.id.slice(0, 8)}`}
                    >
                      <RotateCcw aria-hidden="true" /> Rollback
                    </Button>
                  ) : null}
                </div>
              </li>
            ))}
          </ul>
        )}
      </StateFrame>
    </div>
  );
}
