import type { AuthSetting, ProjectAuthSettings } from '@shared/contracts/project-auth';
import { typeFamily } from '@shared/planner/types';

/**
 * The corpus's machine-checkable outcome format (see README.md) and its checker. The checker
 * reads an OutcomeSnapshot, which the unit test builds from the planner's predicted outcome and
 * the execution eval builds from the HTTP API after running the plan.
 */

export interface CorpusCase {
  id: string;
  /** The family of phrasing the case belongs to, for per-family pass rates in eval.ts. */
  family: string;
  instruction: string;
  /** The service the founder picked; absent means auto. */
  service?: 'auto' | 'backend' | 'git' | 'hosting';
  /** Earlier instructions, planned and executed first, in order. */
  setup?: string[];
  /** The template the eval's project starts from (content/template-sites); absent is the plain starter. */
  template?: string;
  /** Rows for questions to read, run as the project's owner after the setup (the execution eval only). */
  seed?: string[];
  /** A plan's classification, a refusal, or a question (`clarify`) or connection form (`action`) instead of a plan. */
  expected:
    { service: string; type: string; risk: string } | { ok: false } | { ask: 'clarify' | 'action' };
  expect?: Expect;
}

export interface TableExpect {
  /** Column name → type family (text, numeric, integer, boolean, date, timestamptz, jsonb, uuid). */
  columns?: Record<string, string>;
  absentColumns?: string[];
  notNull?: string[];
  nullable?: string[];
  /** Columns with a unique constraint or a unique index of their own. */
  unique?: string[];
  /** Column → default value, compared without casts and quotes ("'pending'::text" is "pending"). */
  defaults?: Record<string, string>;
  /** Column → referenced table as schema.table ("public.posts", "auth.users"). */
  foreignKeys?: Record<string, string>;
  /** Each entry is the column list of an index that must exist. */
  indexes?: string[][];
  /** Columns that a check constraint covers ("rating must be between 1 and 5"). */
  checks?: string[];
  rls?: boolean;
  /** Exact number of policies on the table. */
  policies?: number;
}

export interface Expect {
  tables?: Record<string, TableExpect>;
  absentTables?: string[];
  buckets?: string[];
  branches?: string[];
  absentBranches?: string[];
  /** Files present or absent on a branch's latest commit. */
  files?: Record<string, { present?: string[]; absent?: string[] }>;
  /** Tags that must exist in the repository. */
  tags?: string[];
  /** The target branch contains the source branch's head commit. */
  merged?: { source: string; target: string }[];
  pullRequests?: { source: string; target: string }[];
  /** GitHub user names, or e-mails: the account that shows that e-mail publicly was invited. */
  collaborators?: string[];
  /** count: deploys that exist; live: the live production deploy; latest: the newest deploy. */
  deploys?: {
    count?: number;
    live?: { branch: string; context: string };
    latest?: { branch: string; context: string };
  };
  env?: Record<string, { value: string; context: string }>;
  absentEnv?: string[];
  domains?: string[];
  absentDomains?: string[];
  siteDeleted?: boolean;
  /** A question's answer: its column names, row count and rows, as far as given. */
  answer?: { columns?: string[]; rowCount?: number; rows?: Record<string, unknown>[] };
  /** A site change's preview: path → words its page or stylesheet shows, and words it no longer has. */
  site?: Record<string, { shows?: string[]; lacks?: string[] }>;
  /** The project's sign-in switches, as far as given. */
  auth?: Partial<ProjectAuthSettings>;
}

/** A case that turns row-level security off on purpose names the table with `rls: false`. */
export const openOnPurpose = (expect: Expect | undefined, table: string): boolean =>
  expect?.tables?.[table]?.rls === false;

export interface SnapshotTable {
  columns: Record<
    string,
    { type: string; nullable: boolean; default: string | null; unique?: boolean }
  >;
  rls: boolean;
  policies: number;
  foreignKeys: { columns: string[]; references: { schema: string; table: string } }[];
  indexes: { columns: string[]; unique: boolean }[];
  /** Columns covered by a check constraint; absent when the snapshot cannot tell (the planner's own prediction). */
  checks?: string[];
}

export interface OutcomeSnapshot {
  tables: Record<string, SnapshotTable>;
  buckets: string[];
  branches: string[];
  files: Record<string, string[]>;
  merged: { source: string; target: string }[];
  tags?: string[];
  pullRequests: { source: string; target: string }[];
  collaborators: string[];
  /** Newest first. */
  deploys: { branch: string; context: string; live: boolean }[];
  env: { key: string; value: string; context: string }[];
  domains: string[];
  siteDeleted: boolean;
  /** The project's sign-in switches. */
  auth: ProjectAuthSettings;
  /** A question's answer; absent when it was not run (the planner's own prediction). */
  answer?: { columns: { name: string }[]; rowCount: number; rows: Record<string, unknown>[] };
  /** Path → body as the preview deploy serves it; absent when it was not run. */
  site?: Record<string, string>;
}

const bare = (value: string | null | undefined): string =>
  (value ?? '')
    .replace(/::[\w ]+(\[\])?$/g, '')
    .replace(/^'(.*)'$/, '$1')
    .replace(/''/g, "'");

/** Every way the snapshot differs from the expectation, in plain words; empty when it matches. */
export function checkExpect(expect: Expect, snap: OutcomeSnapshot): string[] {
  const errors: string[] = [];
  for (const [name, want] of Object.entries(expect.tables ?? {})) {
    const table = snap.tables[name];
    if (!table) {
      errors.push(`table ${name} is missing (tables: ${Object.keys(snap.tables).join(', ')})`);
      continue;
    }
    for (const [column, family] of Object.entries(want.columns ?? {})) {
      const got = table.columns[column];
      if (!got)
        errors.push(
          `${name}.${column} is missing (columns: ${Object.keys(table.columns).join(', ')})`,
        );
      else if (typeFamily(got.type) !== family)
        errors.push(`${name}.${column} is ${got.type}, expected ${family}`);
    }
    for (const column of want.absentColumns ?? [])
      if (table.columns[column]) errors.push(`${name}.${column} should be gone`);
    for (const column of want.notNull ?? [])
      if (table.columns[column]?.nullable !== false)
        errors.push(`${name}.${column} should be required`);
    for (const column of want.nullable ?? [])
      if (table.columns[column]?.nullable !== true)
        errors.push(`${name}.${column} should be optional`);
    for (const column of want.unique ?? []) {
      const unique =
        table.columns[column]?.unique ||
        table.indexes.some((i) => i.unique && i.columns.length === 1 && i.columns[0] === column);
      if (!unique) errors.push(`${name}.${column} should be unique`);
    }
    for (const [column, value] of Object.entries(want.defaults ?? {})) {
      if (bare(table.columns[column]?.default) !== value)
        errors.push(
          `${name}.${column} default is ${table.columns[column]?.default}, expected ${value}`,
        );
    }
    for (const [column, target] of Object.entries(want.foreignKeys ?? {})) {
      const key = table.foreignKeys.find((k) => k.columns.length === 1 && k.columns[0] === column);
      const got = key ? `${key.references.schema}.${key.references.table}` : 'none';
      if (got !== target) errors.push(`${name}.${column} links to ${got}, expected ${target}`);
    }
    for (const columns of want.indexes ?? []) {
      if (!table.indexes.some((i) => i.columns.join(',') === columns.join(',')))
        errors.push(`${name} has no index on ${columns.join(', ')}`);
    }
    for (const column of want.checks ?? [])
      if (table.checks && !table.checks.includes(column))
        errors.push(
          `${name}.${column} has no check (checks on: ${table.checks.join(', ') || 'none'})`,
        );
    if (want.rls !== undefined && table.rls !== want.rls)
      errors.push(`${name} rls is ${table.rls}, expected ${want.rls}`);
    if (want.policies !== undefined && table.policies !== want.policies)
      errors.push(`${name} has ${table.policies} policies, expected ${want.policies}`);
  }
  for (const name of expect.absentTables ?? [])
    if (snap.tables[name]) errors.push(`table ${name} should be gone`);
  for (const id of expect.buckets ?? [])
    if (!snap.buckets.includes(id)) errors.push(`bucket ${id} is missing`);
  for (const branch of expect.branches ?? [])
    if (!snap.branches.includes(branch))
      errors.push(`branch ${branch} is missing (branches: ${snap.branches.join(', ')})`);
  for (const branch of expect.absentBranches ?? [])
    if (snap.branches.includes(branch)) errors.push(`branch ${branch} should be gone`);
  for (const [branch, want] of Object.entries(expect.files ?? {})) {
    const files = snap.files[branch] ?? [];
    for (const path of want.present ?? [])
      if (!files.includes(path))
        errors.push(`${path} should be on ${branch} (has ${files.join(', ') || 'nothing'})`);
    for (const path of want.absent ?? [])
      if (files.includes(path)) errors.push(`${path} should not be on ${branch}`);
  }
  for (const tag of expect.tags ?? [])
    if (!snap.tags?.includes(tag))
      errors.push(`tag ${tag} is missing (tags: ${snap.tags?.join(', ') || 'none'})`);
  for (const m of expect.merged ?? []) {
    if (!snap.merged.some((g) => g.source === m.source && g.target === m.target))
      errors.push(`${m.source} is not merged into ${m.target}`);
  }
  for (const pr of expect.pullRequests ?? []) {
    if (!snap.pullRequests.some((g) => g.source === pr.source && g.target === pr.target))
      errors.push(`no pull request from ${pr.source} to ${pr.target}`);
  }
  for (const user of expect.collaborators ?? [])
    if (!snap.collaborators.includes(user)) errors.push(`collaborator ${user} is missing`);
  if (expect.deploys) {
    const { count, live, latest } = expect.deploys;
    if (count !== undefined && snap.deploys.length !== count)
      errors.push(`${snap.deploys.length} deploys, expected ${count}`);
    const liveDeploy = snap.deploys.find((d) => d.live);
    if (live && (liveDeploy?.branch !== live.branch || liveDeploy.context !== live.context)) {
      errors.push(
        `live deploy is ${liveDeploy ? `${liveDeploy.branch} (${liveDeploy.context})` : 'none'}, expected ${live.branch} (${live.context})`,
      );
    }
    const newest = snap.deploys[0];
    if (latest && (newest?.branch !== latest.branch || newest.context !== latest.context)) {
      errors.push(
        `newest deploy is ${newest ? `${newest.branch} (${newest.context})` : 'none'}, expected ${latest.branch} (${latest.context})`,
      );
    }
  }
  for (const [key, want] of Object.entries(expect.env ?? {})) {
    const got = snap.env.find((e) => e.key === key && e.context === want.context);
    if (got?.value !== want.value)
      errors.push(
        `env ${key} (${want.context}) is ${got?.value ?? 'unset'}, expected ${want.value}`,
      );
  }
  for (const key of expect.absentEnv ?? [])
    if (snap.env.some((e) => e.key === key)) errors.push(`env ${key} should be unset`);
  for (const domain of expect.domains ?? [])
    if (!snap.domains.includes(domain)) errors.push(`domain ${domain} is missing`);
  for (const domain of expect.absentDomains ?? [])
    if (snap.domains.includes(domain)) errors.push(`domain ${domain} should be gone`);
  if (expect.siteDeleted !== undefined && snap.siteDeleted !== expect.siteDeleted)
    errors.push(`site deleted is ${snap.siteDeleted}`);
  for (const [setting, on] of Object.entries(expect.auth ?? {}))
    if (snap.auth[setting as AuthSetting] !== on)
      errors.push(
        `sign-in setting ${setting} is ${snap.auth[setting as AuthSetting]}, expected ${on}`,
      );
  if (expect.answer && snap.answer) errors.push(...answerErrors(expect.answer, snap.answer));
  for (const [path, want] of snap.site ? Object.entries(expect.site ?? {}) : []) {
    const body = snap.site?.[path] ?? '';
    for (const words of want.shows ?? [])
      if (!body.includes(words)) errors.push(`the preview's ${path} does not show "${words}"`);
    for (const words of want.lacks ?? [])
      if (body.includes(words)) errors.push(`the preview's ${path} still has "${words}"`);
  }
  return errors;
}

/** Rows are compared as JSON, values as the API returns them (counts as numbers). */
function answerErrors(
  want: NonNullable<Expect['answer']>,
  got: NonNullable<OutcomeSnapshot['answer']>,
): string[] {
  const errors: string[] = [];
  const names = got.columns.map((c) => c.name);
  if (want.columns && names.join(',') !== want.columns.join(','))
    errors.push(`answer columns are ${names.join(', ')}, expected ${want.columns.join(', ')}`);
  if (want.rowCount !== undefined && got.rowCount !== want.rowCount)
    errors.push(`answer has ${got.rowCount} rows, expected ${want.rowCount}`);
  if (want.rows && JSON.stringify(got.rows) !== JSON.stringify(want.rows))
    errors.push(
      `answer rows are ${JSON.stringify(got.rows)}, expected ${JSON.stringify(want.rows)}`,
    );
  return errors;
}
