import type { AccessActions, AccessLevel, TableAccess } from '@shared/contracts/plan';
import { visitorsGainReason, type AccessAction } from '@shared/format/access-words';
import type { PolicyRule, TableRules } from '../../services/project-db/access-rules';

/** Whom a policy expression lets through: every row, owners only, anyone signed in, some rows, nobody. */
type Reach = 'all' | 'own' | 'signedIn' | 'some' | 'none';
type Audience = 'visitors' | 'signedIn' | 'owner';

const ACTIONS: AccessAction[] = ['read', 'add', 'change', 'delete'];
const CMD: Record<AccessAction, PolicyRule['cmd']> = {
  read: 'r',
  add: 'a',
  change: 'w',
  delete: 'd',
};
const RANK: Record<AccessLevel, number> = { no: 0, some: 1, yes: 2 };

const OWNS = /auth\.uid\(\)[^=]*=|=\s*\(?\s*(\(\s*select\s+)?auth\.uid\(\)/;

/** Reads an expression as Postgres prints it (`pg_get_expr`). */
function reachOf(expression: string | null): Reach {
  if (expression === null) return 'all';
  const e = expression
    .toLowerCase()
    .replace(/[()\s]+/g, ' ')
    .trim();
  if (e === 'true') return 'all';
  if (e === 'false') return 'none';
  if (/\bor\b/.test(e)) return 'some';
  if (/auth\.uid\s+is not null|auth\.role\s*=\s*'authenticated'/.test(e)) return 'signedIn';
  if (OWNS.test(expression.toLowerCase())) return 'own';
  return 'some';
}

const LEVEL: Record<Audience, Record<Reach, AccessLevel>> = {
  visitors: { all: 'yes', some: 'some', own: 'no', signedIn: 'no', none: 'no' },
  signedIn: { all: 'yes', some: 'some', own: 'no', signedIn: 'yes', none: 'no' },
  owner: { all: 'yes', some: 'some', own: 'yes', signedIn: 'yes', none: 'no' },
};

/** The expression that limits an action: rows it may see or target, or rows it may write. */
function expressionsFor(policy: PolicyRule, action: AccessAction): (string | null)[] {
  if (action === 'add') return [policy.check ?? policy.using];
  if (action === 'change') return [policy.using, policy.check ?? policy.using];
  return [policy.using];
}

const lowest = (levels: AccessLevel[]) =>
  levels.reduce<AccessLevel>((a, b) => (RANK[b] < RANK[a] ? b : a), 'yes');
const highest = (levels: AccessLevel[]) =>
  levels.reduce<AccessLevel>((a, b) => (RANK[b] > RANK[a] ? b : a), 'no');

function levelOf(rules: TableRules, audience: Audience, action: AccessAction): AccessLevel {
  const role = audience === 'visitors' ? 'anon' : 'authenticated';
  if (!rules.grants[role][ACTIONS.indexOf(action)]) return 'no';
  if (!rules.rls) return 'yes';
  const applies = (p: PolicyRule) =>
    (p.cmd === '*' || p.cmd === CMD[action]) &&
    (p.roles.includes('public') || p.roles.includes(role));
  const levelFor = (p: PolicyRule) =>
    lowest(expressionsFor(p, action).map((e) => LEVEL[audience][reachOf(e)]));
  const allowed = highest(rules.policies.filter((p) => p.permissive && applies(p)).map(levelFor));
  const limits = rules.policies.filter((p) => !p.permissive && applies(p)).map(levelFor);
  return lowest([allowed, ...limits]);
}

const actionsOf = (rules: TableRules, audience: Audience) =>
  Object.fromEntries(ACTIONS.map((a) => [a, levelOf(rules, audience, a)])) as AccessActions;

const speaksOfOwners = (rules: TableRules) =>
  rules.policies.some((p) => [p.using, p.check].some((e) => e !== null && reachOf(e) === 'own'));

/** Who may do what on one table under its rules. */
export function accessOf(rules: TableRules): TableAccess {
  return {
    table: rules.table,
    visitors: actionsOf(rules, 'visitors'),
    signedIn: actionsOf(rules, 'signedIn'),
    ...(speaksOfOwners(rules) && { owner: actionsOf(rules, 'owner') }),
  };
}

/** The tables a plan creates or whose access it changes, as they would be after it runs. */
export function changedAccess(before: TableRules[], after: TableRules[]): TableAccess[] {
  const was = new Map(before.map((r) => [r.table, JSON.stringify(accessOf(r))]));
  return after.map(accessOf).filter((a) => was.get(a.table) !== JSON.stringify(a));
}

/**
 * Reasons a plan is high risk: people who are not signed in reach rows they could not before,
 * on a table that already holds rows or keeps them per owner.
 */
export function visitorsGain(
  before: TableRules[],
  after: TableRules[],
  emptyTables: ReadonlySet<string>,
): string[] {
  const was = new Map(before.map((r) => [r.table, r]));
  return after.flatMap((rules) => {
    const old = was.get(rules.table);
    if (!old || (emptyTables.has(rules.table) && !speaksOfOwners(old))) return [];
    const then = accessOf(old).visitors;
    const now = accessOf(rules).visitors;
    return ACTIONS.filter((a) => RANK[now[a]] > RANK[then[a]]).map((a) =>
      visitorsGainReason(a, rules.table, now[a]),
    );
  });
}
