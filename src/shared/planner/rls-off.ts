import { problem, sqlPiece, type ClauseResult } from './pieces';
import { failed, refTable } from './refs';
import { publicTable } from './sql';
import type { Workspace } from './workspace';

const RLS = '(?:row[- ]level security|rls)';
const TABLE = '(?:the\\s+)?(?<table>.+?)(?:\\s+tables?)?';

/** "turn off rls on tasks", "disable row level security for orders", "make notes public without rls". */
const OFF = [
  `^(?:turn|switch)\\s+of{1,2}\\s+${RLS}\\s+(?:on|for|in)\\s+${TABLE}$`,
  `^(?:turn|switch)\\s+${RLS}\\s+of{1,2}\\s+(?:on|for|in)\\s+${TABLE}$`,
  `^(?:disable|deactivate|remove|drop|get rid of)\\s+${RLS}\\s+(?:on|for|from|in)\\s+${TABLE}$`,
  `^make\\s+${TABLE}\\s+public\\s+(?:without|with no|by turning off|by disabling)\\s+${RLS}$`,
].map((source) => new RegExp(source, 'i'));

/** Switching row level security off is planned, as high risk, with the safer read rule offered. */
export function matchRlsOff(clause: string, ws: Workspace): ClauseResult {
  const m = OFF.map((re) => clause.match(re)).find(Boolean);
  if (!m) return null;
  const phrase = m.groups?.table;
  const understood = `You want row level security turned off for ${phrase ?? 'a table'}.`;
  const examples = ['Let everyone read tasks', 'Turn off row level security for tasks'];
  const table = refTable(ws, phrase, understood, examples);
  if (failed(table)) return table;
  if (!table.rls)
    return problem(
      understood,
      `Row level security is already off for ${table.name}, so there is nothing to turn off.`,
      [`Turn on row level security for ${table.name}`, `Let everyone read ${table.name}`],
    );
  table.rls = false;
  const piece = sqlPiece([`alter table ${publicTable(table.name)} disable row level security;`], {
    summary: `Turns off row level security for ${table.name}: its access rules stop being checked.`,
    meaning: `Anyone using your app's API, signed in or not, can read, change and delete every row of ${table.name}.`,
    warnings: [
      `Safer: "let everyone read ${table.name}" adds a read rule and keeps row level security on, so people can read its rows but not change them.`,
    ],
    fileAs: {
      service: 'backend',
      type: 'rls',
      risk: 'high',
      reason: 'Turning off row level security removes the protection of a whole table.',
    },
  });
  return {
    service: 'backend',
    understood: `turn off row level security for ${table.name}`,
    render: () => [piece],
  };
}
