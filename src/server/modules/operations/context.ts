import type { Service } from '@shared/contracts/plan';
import type { Divergence, PlannerContext } from '@shared/planner';
import { divergenceKey } from '@shared/planner';
import type { ProjectRow } from '../projects/repository';
import type { ProjectWorkspace } from '../projects/workspace';
import { contextValues } from './context-values';

/** Beyond this many branches only pairs with the default branch are counted. */
const ALL_PAIRS_UP_TO = 8;
const DEFAULT_BRANCH = 'main';
/** The end users the planner offers as owners of new rows: a few, as choices. */
const END_USERS = 20;

/** How long a ready deploy took, from its start to when it finished; nothing for the others. */
function measuredSeconds(deploy: { state: string; createdAt: string; updatedAt?: string }) {
  if (deploy.state !== 'ready' || !deploy.updatedAt) return {};
  const ms = Date.parse(deploy.updatedAt) - Date.parse(deploy.createdAt);
  return Number.isFinite(ms) && ms >= 0 ? { buildSeconds: ms / 1000 } : {};
}

/**
 * The project's live state as the planner reads it, for the services the instruction is about.
 * Hosting also reads the branch names (deploys come from a branch), without the divergence counts.
 */
export async function plannerContext(
  workspace: ProjectWorkspace,
  project: ProjectRow,
  services: readonly Service[],
): Promise<PlannerContext> {
  const context: PlannerContext = {};
  if (services.includes('backend')) {
    const db = await workspace.database(project);
    const [schema, usage, buckets, auth, users] = await Promise.all([
      db.introspect(),
      db.usage(),
      db.query<{ id: string }>('select id from storage.buckets order by id'),
      // A connected database may not let the studio keep its switches; then the planner assumes the defaults.
      workspace.authSettings(project).catch(() => undefined),
      // Who may own rows added from the studio (issue 29 item 4); a database without auth.users has none.
      db
        .query<{ id: string; email: string }>(
          `select id::text, email::text from auth.users where email is not null order by created_at limit ${END_USERS}`,
        )
        .then((r) => r.rows)
        .catch(() => undefined),
    ]);
    const rows = new Map(usage.tables.map((t) => [`${t.schema}.${t.name}`, t.rows]));
    const tables = schema.tables
      .filter((t) => t.schema === 'public')
      .map((t) => ({ ...t, rowCount: rows.get(`public.${t.name}`) ?? 0 }));
    const values = await contextValues(db, tables);
    context.database = {
      tables: tables.map((t) => (values.has(t.name) ? { ...t, values: values.get(t.name) } : t)),
      buckets: buckets.rows.map((b) => b.id),
      ...(auth ? { auth } : {}),
      ...(users ? { users } : {}),
    };
  }
  if (services.includes('hosting') && !services.includes('git')) {
    const { current, branches } = await workspace.git(project).listBranches();
    context.git = { current, branches, defaultBranch: DEFAULT_BRANCH };
  }
  if (services.includes('git')) {
    const git = workspace.git(project);
    const { current, branches } = await git.listBranches();
    const names = branches.map((b) => b.name);
    const pairs =
      names.length <= ALL_PAIRS_UP_TO
        ? names.flatMap((a) => names.filter((b) => b !== a).map((b) => [a, b] as const))
        : names
            .filter((n) => n !== DEFAULT_BRANCH)
            .flatMap((n) => [[n, DEFAULT_BRANCH] as const, [DEFAULT_BRANCH, n] as const]);
    const divergence: Record<string, Divergence> = {};
    for (const [source, target] of pairs)
      divergence[divergenceKey(source, target)] = await git.aheadBehind(source, target);
    context.git = { current, branches, defaultBranch: DEFAULT_BRANCH, divergence };
  }
  if (services.includes('hosting')) {
    const [site, deploys] = await Promise.all([
      workspace.host.describeSite(project.id),
      workspace.host.listDeploys(project.id),
    ]);
    context.hosting = {
      url: site.url,
      deploys: [...deploys]
        .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
        .map((d) => ({ ...d, ...measuredSeconds(d) })),
      env: site.env,
      domains: site.domains,
      exists: true,
    };
  }
  return context;
}
