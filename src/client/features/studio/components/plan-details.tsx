import type { Operation } from '@shared/contracts/operations';
import { PlanAccess } from './plan-access';

function Facts({ label, rows }: { label: string; rows: [string, string][] }) {
  return (
    <div>
      <h3 className="text-sm font-semibold">{label}</h3>
      <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-sm">
        {rows.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="text-muted-foreground">{term}</dt>
            <dd className="min-w-0 break-words">{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

const BRANCH_WORDS: Record<string, string> = {
  current: 'Current branch',
  name: 'Branch',
  base: 'Starts from',
  source: 'From',
  target: 'Into',
  ahead: 'Commits it brings',
  behind: 'Commits it lacks',
};

/** The service-specific parts of a plan: usage impact and dry run, branch, or deployment details. */
export function PlanDetails({ operation }: { operation: Operation }) {
  const { usageImpact, dryRun, branchInfo, deploymentInfo, environmentVars } = operation;
  const branchRows = Object.entries(branchInfo ?? {}).map(
    ([key, value]) => [BRANCH_WORDS[key] ?? key, String(value)] as [string, string],
  );
  return (
    <>
      {usageImpact ? (
        <Facts
          label="Usage impact"
          rows={[
            ['Storage', usageImpact.storage],
            ['Rows', usageImpact.rows],
            ['Requests', usageImpact.requests],
          ]}
        />
      ) : null}
      {branchRows.length > 0 ? <Facts label="Branches" rows={branchRows} /> : null}
      {deploymentInfo ? (
        <Facts
          label="Deployment"
          rows={[
            ['Site', deploymentInfo.siteUrl],
            ...(deploymentInfo.buildTime
              ? [['Build time', deploymentInfo.buildTime] as [string, string]]
              : []),
            ...(deploymentInfo.branch
              ? [['Branch', deploymentInfo.branch] as [string, string]]
              : []),
          ]}
        />
      ) : null}
      {environmentVars && environmentVars.length > 0 ? (
        <Facts
          label="Environment variables"
          rows={environmentVars.map((v) => [`${v.key} (${v.context})`, v.value])}
        />
      ) : null}
      {dryRun?.access?.length ? <PlanAccess tables={dryRun.access} /> : null}
      {dryRun ? (
        <div
          data-testid="dry-run"
          className={
            dryRun.ok
              ? 'rounded-lg border border-emerald-700/40 bg-emerald-50 p-3 text-sm text-emerald-950 dark:bg-emerald-950/60 dark:text-emerald-100'
              : 'rounded-lg border border-red-700/40 bg-red-50 p-3 text-sm text-red-950 dark:bg-red-950/60 dark:text-red-100'
          }
        >
          <p className="font-semibold">
            {dryRun.ok ? 'Dry run: applies cleanly' : 'Dry run: this would fail'}
          </p>
          <p>{dryRun.error ?? dryRun.message}</p>
        </div>
      ) : null}
    </>
  );
}
