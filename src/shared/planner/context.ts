import type { DeployContext, OperationType, Service } from '@shared/contracts/plan';
import type { ProjectAuthSettings } from '@shared/contracts/project-auth';

/**
 * The project's live state the planner reads (trimmed to what
 * planning needs). Every part is optional: without a part, the planner plans without checking
 * that part, and the dry run on the server catches what the planner could not know.
 */
export interface PlannerContext {
  database?: ContextDatabase;
  git?: ContextGit;
  hosting?: ContextHosting;
  /** The project's past changes, for "undo my last change". */
  history?: ContextHistory;
}

/** A change that has run, as "undo my last change" needs it. */
export interface ContextChange {
  id: string;
  service: Service;
  type: OperationType;
  instruction: string;
  /** What undoing it does, in plain words ("Undo deletes the new branch."). */
  undoWords: string;
  /** Why it cannot be undone; absent when it can. */
  blocker?: string;
  /** The SQL that undoing a database change runs, to show in the plan. */
  reverseSql?: string[];
}

export interface ContextHistory {
  /** The newest change that has run and was not undone since; null when there is none. */
  lastChange: ContextChange | null;
}

export interface ContextDatabase {
  /** Tables in the `public` schema. */
  tables: ContextTable[];
  /** Storage bucket ids. */
  buckets?: string[];
  /** The sign-in switches of the project's own app; absent means the defaults. */
  auth?: ProjectAuthSettings;
  /** The app's own signed-up users (the first few), to say who owns rows added from the studio. */
  users?: ContextUser[];
}

export interface ContextUser {
  id: string;
  email: string;
}

export interface ContextTable {
  name: string;
  rls: boolean;
  columns: ContextColumn[];
  policies: ContextPolicy[];
  /** Row count (exact or estimated); drives the usage impact and the warnings. */
  rowCount?: number;
  indexes?: ContextIndex[];
  foreignKeys?: ContextForeignKey[];
  /** A few of the short text values each column holds, so the rows a founder names are found ("Leeds"). */
  values?: Record<string, string[]>;
}

export interface ContextColumn {
  name: string;
  /** As Postgres's format_type names it: `text`, `numeric(12,2)`, `timestamp with time zone`. */
  type: string;
  nullable: boolean;
  default?: string | null;
  unique?: boolean;
}

export interface ContextPolicy {
  name: string;
  /** SELECT, INSERT, UPDATE, DELETE or ALL. */
  command: string;
  roles?: string[];
}

export interface ContextIndex {
  name: string;
  columns: string[];
  unique: boolean;
}

export interface ContextForeignKey {
  columns: string[];
  references: { schema: string; table: string; columns: string[] };
}

export interface Divergence {
  /** Commits on the source branch that the target does not have. */
  ahead: number;
  /** Commits on the target branch that the source does not have. */
  behind: number;
}

/**
 * How far two branches have moved apart: either a function (the server can count commits on
 * demand) or a map precomputed for the pairs that matter, keyed `source..target`.
 */
export type DivergenceSource =
  | ((source: string, target: string) => Divergence | undefined)
  | Readonly<Record<string, Divergence>>;

export const divergenceKey = (source: string, target: string): string => `${source}..${target}`;

export interface ContextGit {
  current: string;
  /** Every local branch with its head commit. */
  branches: { name: string; sha: string }[];
  /** The default branch that production deploys from; `main` when absent. */
  defaultBranch?: string;
  divergence?: DivergenceSource;
  collaborators?: string[];
  pullRequests?: { source: string; target: string; title: string }[];
}

export interface ContextDeploy {
  id: string;
  /** `ready`, `building`, `error` ... only `ready` deploys can be published again. */
  state: string;
  live: boolean;
  branch: string;
  context?: DeployContext;
  createdAt: string;
  url?: string;
  /** How long the build took, for the build-time estimate. */
  buildSeconds?: number;
}

export interface ContextEnvVar {
  key: string;
  value: string;
  /** `all`, `production` or `deploy-preview`. */
  context: string;
}

export interface ContextHosting {
  url: string;
  /** Newest first, as `GET /deploys` returns them. */
  deploys: ContextDeploy[];
  env: ContextEnvVar[];
  domains: string[];
  /** False once the site has been deleted. */
  exists?: boolean;
}

export function lookupDivergence(
  source: DivergenceSource | undefined,
  from: string,
  to: string,
): Divergence | undefined {
  if (!source) return undefined;
  if (typeof source === 'function') return source(from, to);
  return source[divergenceKey(from, to)];
}

/** A deep copy, so planning never changes the caller's context (functions are shared). */
export function cloneContext(context: PlannerContext): PlannerContext {
  const { git, ...rest } = context;
  const copy = JSON.parse(JSON.stringify(rest)) as PlannerContext;
  if (git) {
    const { divergence, ...plain } = git;
    copy.git = { ...(JSON.parse(JSON.stringify(plain)) as ContextGit), divergence };
  }
  return copy;
}
