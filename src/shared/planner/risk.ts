import type { PlanStep, Risk } from '@shared/contracts/plan';
import type { RiskRaise } from './pieces';

/** Risk from what the steps really do. It can only raise the keyword risk, never lower it. */

export const RISK_ORDER: Record<Risk, number> = { low: 0, medium: 1, high: 2 };
export const higher = (a: Risk, b: Risk): Risk => (RISK_ORDER[b] > RISK_ORDER[a] ? b : a);

const NAME = '(?:public\\.)?("(?:[^"]|"")+"|[\\w$]+)';
const unquoteIdent = (name: string): string =>
  name.startsWith('"') ? name.slice(1, -1).replace(/""/g, '"') : name;

/**
 * A permissive policy for anyone (anon or public), or one whose rule is `true`, lets more
 * people in; the server's check (src/server/services/project-db/sql-risk.ts) rates it medium.
 */
function widensAccess(s: string): RiskRaise | undefined {
  const policy = s.match(
    /^create policy .*? on (\S+) (?:as permissive )?(?:for \w+ )?(?:to (.+?) )?(?:using|with check) /i,
  );
  if (!policy || /\bas restrictive\b/i.test(s)) return undefined;
  const roles = policy[2]?.split(/\s*,\s*/) ?? [];
  const where = policy[1]?.replace(/^public\./, '') ?? '';
  if (roles.length === 0 || roles.some((role) => /^(?:anon|public)$/i.test(role)))
    return {
      risk: 'medium',
      reason: `It widens access: anyone, even people who are not signed in, can use ${where}.`,
    };
  if (/\((?:using|with check)?\s*true\s*\)|(?:using|with check) \(true\)/i.test(s))
    return {
      risk: 'medium',
      reason: `It widens access: every signed-in user can use every row of ${where}, not only their own.`,
    };
  return undefined;
}

/**
 * What one SQL statement risks. Statements on tables created by the same plan risk nothing:
 * a table that did not exist has no rows to lose; on a known-empty table, NOT NULL risks nothing.
 */
export function sqlRisk(
  sql: string,
  created: ReadonlySet<string>,
  empty: ReadonlySet<string> = new Set(),
): RiskRaise | undefined {
  const s = sql.trim().replace(/\s+/g, ' ');
  const target = s.match(
    new RegExp(
      `^(?:drop table(?: if exists)?|alter table(?: only)?|delete from|truncate(?: table)?|update) ${NAME}`,
      'i',
    ),
  );
  const table = target?.[1] ? unquoteIdent(target[1]) : undefined;
  const widened = widensAccess(s);
  if (widened) return widened;
  if (table && created.has(table)) return undefined;
  if (/^drop table/i.test(s))
    return { risk: 'high', reason: `It deletes the table ${table} and every row in it.` };
  if (/^truncate/i.test(s)) return { risk: 'high', reason: `It empties the table ${table}.` };
  if (/^drop /i.test(s)) return { risk: 'high', reason: 'It drops something from the database.' };
  if (/^delete from/i.test(s)) {
    return /\swhere\s/i.test(s)
      ? {
          risk: 'medium',
          reason: `It deletes the ${table} rows that match, and deleted rows cannot be brought back.`,
        }
      : { risk: 'high', reason: `It deletes every row of ${table}.` };
  }
  if (/^update /i.test(s) && !/\swhere\s/i.test(s))
    return { risk: 'high', reason: `It changes every row of ${table}.` };
  if (/^alter table/i.test(s)) {
    if (/\sdrop column\s/i.test(s))
      return { risk: 'high', reason: `It drops a column of ${table} with all its data.` };
    if (/\salter column \S+ (?:set data )?type\s/i.test(s))
      return {
        risk: 'medium',
        reason: `It converts the values of an existing column in ${table} to a new type.`,
      };
    if (/\srename (?:column\s|to\s|\S+ to\s)/i.test(s))
      return {
        risk: 'medium',
        reason: `It renames something in ${table} that your app may use by its old name.`,
      };
    if (/\sdisable row level security/i.test(s))
      return {
        risk: 'high',
        reason: `Every signed-in or anonymous user of the API could then read and change every row of ${table}.`,
      };
    // Requiring a value cannot fail, nor leave rows behind, on a table known to be empty.
    if (table && empty.has(table)) return undefined;
    if (/\sset not null/i.test(s))
      return {
        risk: 'medium',
        reason: `It makes a column of ${table} required, which fails if existing rows leave it empty.`,
      };
    if (/\sadd column .* not null/i.test(s))
      return {
        risk: 'medium',
        reason: `It adds a required column to the existing rows of ${table}.`,
      };
  }
  return undefined;
}

/** What one git or hosting step risks. */
export function stepRisk(step: PlanStep, defaultBranch: string): RiskRaise | undefined {
  switch (step.kind) {
    case 'git.deleteBranch':
      return {
        risk: 'high',
        reason: `Deleting the branch ${step.name} removes commits that are not merged anywhere else.`,
      };
    case 'git.reset':
      return {
        risk: 'high',
        reason: `Resetting ${step.branch} throws away the commits after ${step.ref}.`,
      };
    case 'git.rebase':
      return { risk: 'medium', reason: `Rebasing rewrites the history of ${step.branch}.` };
    case 'git.revert':
      return { risk: 'medium', reason: `It changes the files on ${step.branch}.` };
    case 'git.forcePush':
      return {
        risk: 'high',
        reason: `A force push can throw away commits on GitHub's ${step.branch} that are not in the project.`,
      };
    case 'git.merge':
      return {
        risk: 'medium',
        reason:
          step.target === defaultBranch
            ? `Merging changes ${step.target}, the branch production deploys come from.`
            : `Merging changes the branch ${step.target}.`,
      };
    case 'hosting.deploy':
      return step.context === 'production'
        ? { risk: 'medium', reason: 'It publishes a new version of your live site.' }
        : undefined;
    case 'hosting.rollback':
      return { risk: 'medium', reason: 'It changes which version of your live site visitors see.' };
    case 'backend.rotateApiSecret':
      return {
        risk: 'high',
        reason: 'It signs every user of your app out, and the old API keys stop working at once.',
      };
    case 'auth.setSignInMethod':
      if (step.enabled) return undefined;
      return step.method === 'emailPassword'
        ? {
            risk: 'high',
            reason:
              'E-mail and password is the only way to sign in to your app: turning it off locks everyone out.',
          }
        : step.method === 'signups'
          ? { risk: 'medium', reason: 'New people can no longer sign up to your app.' }
          : undefined;
    case 'hosting.deleteSite':
      return {
        risk: 'high',
        reason: 'Deleting the site takes it offline and removes every deploy for good.',
      };
    case 'hosting.removeDomain':
      return { risk: 'medium', reason: `People can no longer reach your site at ${step.domain}.` };
    case 'hosting.addDomain':
      return { risk: 'medium', reason: `It changes how people reach your site (${step.domain}).` };
    case 'data.deleteRows':
    case 'data.deleteWhere':
      return { risk: 'high', reason: `It deletes rows from ${step.table}.` };
    case 'operation.undo':
      return { risk: 'medium', reason: 'It reverses a change that has already run.' };
    case 'data.updateWhere':
      return step.where.length === 0
        ? { risk: 'medium', reason: `It changes every row of ${step.table}.` }
        : undefined;
    case 'hosting.unsetEnv':
      return {
        risk: 'medium',
        reason: `Code that needs ${step.key} may stop working after the next deploy.`,
      };
    default:
      return undefined;
  }
}

/** Every raise the steps carry, in order: what each SQL statement or git and hosting step risks. */
export function raisesOf(
  steps: readonly PlanStep[],
  created: ReadonlySet<string>,
  empty: ReadonlySet<string>,
  defaultBranch: string,
): RiskRaise[] {
  return steps.flatMap((step) => {
    const raise =
      step.kind === 'sql' ? sqlRisk(step.sql, created, empty) : stepRisk(step, defaultBranch);
    return raise ? [raise] : [];
  });
}
