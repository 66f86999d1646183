import type { ContextTable } from './context';
import { tableMentions } from './grounding';
import { ask, problem, sqlPiece, type ClauseResult } from './pieces';
import { listWords } from './names';
import { publicTable } from './sql';
import { describeTables, findTable, tablesOf, type Workspace } from './workspace';

/** The protection itself, as founders name it. */
export const SECURITY =
  /\b(?:row[- ]?level[- ]?security|rls|row security|(?:the )?(?:security|privacy)(?: thing| feature| setting| rules?)?|(?:the )?protection|the lock)\b/;

/** Asking for it to go: verbs before it ("disable rls") or a particle after it ("switch rls off"). */
const OFF_BEFORE =
  /\b(?:turn(?:ing)? of{1,2}|switch(?:ing)? of{1,2}|disable|disabling|deactivate|remove|drop|get rid of|kill|strip|take off|lose|ditch|don'?t need|do not need|dont need|no longer need|don'?t want|dont want|without)\b/;
const OFF_AFTER = /\b(?:turn|switch|take|shut)\b[\w\s-]{0,40}?\bof{1,2}\b/;

/** Every table whose rows row level security still protects, named in the words or "all". */
function targetTables(clause: string, ws: Workspace): ContextTable[] | 'ask' | { unknown: string } {
  const words = clause.toLowerCase().split(/[\s,.;!?]+/);
  const named = tableMentions(ws, words).map((m) => m.table);
  if (named.length) return [...new Set(named)];
  const guarded = tablesOf(ws).filter((t) => t.rls && t.name !== 'profiles');
  if (/\b(?:all|every|each)\b(?: (?:of )?(?:my|the|our))? tables\b/.test(clause)) return guarded;
  const object = clause
    .toLowerCase()
    .match(
      /\b(?:on|for|from|in|of)\s+(?:the\s+|my\s+|our\s+)?([a-z_][a-z0-9_]*)(?:\s+table)?\b/,
    )?.[1];
  // "on the database" names every table, as "everywhere" does: which one is asked.
  if (
    object &&
    !/^(?:it|that|this|them|those|these|table|now|anymore|any|good|database|db|backend|project|app|everything)$/.test(
      object,
    )
  )
    return { unknown: object };
  const focus = ws.focusTable ? findTable(ws, ws.focusTable) : undefined;
  if (focus) return [focus];
  return guarded.length === 1 ? guarded : 'ask';
}

/** Whether the words ask for row level security to be switched off. */
const asksOff = (clause: string): boolean => {
  const lower = clause.toLowerCase();
  if (/\b(?:create|add|new|set up|build)\b/.test(lower)) return false;
  return SECURITY.test(lower) && (OFF_BEFORE.test(lower) || OFF_AFTER.test(lower));
};

/** Switching row level security off is planned, as high risk, with the safer read rule offered. */
export function matchRlsOff(clause: string, ws: Workspace): ClauseResult {
  if (!asksOff(clause)) return null;
  const targets = targetTables(clause, ws);
  if (typeof targets === 'object' && 'unknown' in targets)
    return problem(
      'You want row level security turned off.',
      `You have no table called ${targets.unknown}. Your tables: ${describeTables(ws)}.`,
      ['Turn off row level security for tasks', 'Let everyone read tasks'],
    );
  if (targets === 'ask' || targets.length === 0) {
    const guarded = tablesOf(ws).filter((t) => t.rls && t.name !== 'profiles');
    if (guarded.length === 0)
      return problem(
        'You want row level security turned off.',
        `No table of yours has row level security on, so there is nothing to turn off. Your tables: ${describeTables(ws)}.`,
        ['Turn on row level security for tasks', 'Let everyone read tasks'],
      );
    return ask(
      'You want row level security turned off.',
      'For which table? Turning it off lets anyone read and change every row of it.',
      guarded.map((t) => ({
        label: `Turn it off for ${t.name}`,
        instruction: `turn off row level security on ${t.name}`,
      })),
    );
  }
  const guarded = targets.filter((t) => t.rls);
  if (targets.length > 1 && guarded.length > 0) {
    const piece = offPiece(guarded);
    for (const t of guarded) t.rls = false;
    return {
      service: 'backend',
      understood: `turn off row level security for ${guarded.map((t) => t.name).join(', ')}`,
      render: () => [piece],
    };
  }
  const table = targets[0] as ContextTable;
  if (!table.rls)
    return problem(
      `You want row level security turned off for ${table.name}.`,
      `Row level security is already off for ${table.name}, so there is nothing to turn off.`,
      [`Turn on row level security for ${table.name}`, `Let everyone read ${table.name}`],
    );
  table.rls = false;
  const piece = offPiece([table]);
  return {
    service: 'backend',
    understood: `turn off row level security for ${table.name}`,
    render: () => [piece],
  };
}

/** The high-risk steps that turn row level security off, with the safer way beside them. */
function offPiece(tables: readonly ContextTable[]) {
  const names = listWords(tables.map((t) => t.name));
  return sqlPiece(
    tables.map((t) => `alter table ${publicTable(t.name)} disable row level security;`),
    {
      summary: `Turns off row level security for ${names}: its access rules stop being checked.`,
      meaning: `Anyone using your app's API, signed in or not, can read, change and delete every row of ${names}.`,
      warnings: [
        `Safer: "let everyone read ${tables[0]?.name ?? 'tasks'}" adds a read rule and keeps row level security on, so people can read its rows but not change them.`,
      ],
      fileAs: {
        service: 'backend',
        type: 'rls',
        risk: 'high',
        reason: 'Turning off row level security removes the protection of a whole table.',
      },
    },
  );
}
