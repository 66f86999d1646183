import { ExternalLink, RotateCcw } from 'lucide-react';
import type { Deploy } from '@shared/contracts/project-state';
import { CopyButton } from '@client/components/copy-button';
import { Button } from '@client/components/ui/button';
import { useDeploysQuery } from '@client/data/deploys/deploys-query';
import { useSiteQuery } from '@client/data/site/site-query';
import { CustomDomains } from './custom-domains';
import { StateFrame } from './state-frame';

const STATE_WORDS = {
  preparing: 'Preparing',
  uploading: 'Uploading',
  ready: 'Ready',
  error: 'Failed',
} as const;

/** Seconds from start to finish of a ready deploy, as measured; null when not measured. */
export function measuredSeconds(deploy: Deploy): number | null {
  if (deploy.state !== 'ready' || !deploy.updatedAt) return null;
  const ms = Date.parse(deploy.updatedAt) - Date.parse(deploy.createdAt);
  return Number.isFinite(ms) && ms >= 0 ? ms / 1000 : null;
}

const tookWords = (seconds: number) =>
  seconds < 1
    ? 'took under a second'
    : seconds < 60
      ? `took ${Math.round(seconds)} s`
      : `took ${Math.round(seconds / 60)} min`;

const isProduction = (deploy: Deploy) => deploy.context === 'production';

/**
 * Rollback goes only onto a finished production deploy older than the live one: never onto a
 * preview (it was never the live site) nor onto newer work (that is a deploy, not a rollback).
 */
export function canRollBackTo(deploy: Deploy, newestFirst: Deploy[]): boolean {
  const liveIndex = newestFirst.findIndex((d) => d.live);
  return (
    deploy.state === 'ready' &&
    !deploy.live &&
    isProduction(deploy) &&
    liveIndex >= 0 &&
    newestFirst.indexOf(deploy) > liveIndex
  );
}

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
  const deploys = useDeploysQuery(projectId);
  const site = useSiteQuery(projectId);
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
        {(data) => {
          const newestFirst = [...data].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
          return (
            <ul className="grid gap-2" data-testid="deploys">
              {newestFirst.slice(0, 10).map((deploy) => {
                const took = measuredSeconds(deploy);
                return (
                  <li
                    key={deploy.id}
                    className="grid gap-1 rounded-lg border p-3 text-sm"
                    data-testid="deploy"
                    data-deploy-id={deploy.id}
                    data-context={deploy.context}
                  >
                    <div className="flex flex-wrap items-center gap-2">
                      <span className="font-medium">{STATE_WORDS[deploy.state]}</span>
                      <span
                        className={
                          isProduction(deploy)
                            ? 'rounded-md border px-1.5 text-xs font-semibold'
                            : 'rounded-md bg-sky-100 px-1.5 text-xs font-semibold text-sky-900 dark:bg-sky-950 dark:text-sky-200'
                        }
                      >
                        {isProduction(deploy) ? 'Production' : 'Preview'}
                      </span>
                      {deploy.live ? (
                        <span className="rounded-md bg-emerald-100 px-1.5 text-xs font-semibold text-emerald-900 dark:bg-emerald-950 dark:text-emerald-200">
                          Live
                        </span>
                      ) : null}
                      <span className="text-xs text-muted-foreground">{`${deploy.branch} · ${new Date(deploy.createdAt).toLocaleString()}${took === null ? '' : ` · ${tookWords(took)}`}`}</span>
                    </div>
                    <div className="flex flex-wrap items-center gap-2">
                      <span className="text-xs text-muted-foreground">Deploy id</span>
                      <code className="break-all font-mono text-xs" data-testid="deploy-id">
                        {deploy.id}
                      </code>
                      <CopyButton
                        text={deploy.id}
                        label={`deploy id ${deploy.id}`}
                        className="h-7 px-2 text-xs"
                      />
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
                      {canRollBackTo(deploy, newestFirst) ? (
                        <Button
                          size="sm"
                          variant="outline"
                          onClick={() => onRollback(deploy.id)}
                          aria-label={`Roll back to deploy ${deploy.id}`}
                        >
                          <RotateCcw aria-hidden="true" /> Rollback
                        </Button>
                      ) : null}
                    </div>
                  </li>
                );
              })}
            </ul>
          );
        }}
      </StateFrame>
    </div>
  );
}
