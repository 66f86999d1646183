import { matchAddColumns } from './add-columns';
import { tableMentions } from './grounding';
import { ask, isProblem, problem, type ClauseResult } from './pieces';
import { findTable, tablesOf, type Workspace } from './workspace';

/**
 * "Soft delete on tasks", "archive customers instead of deleting them": rows are marked, not
 * removed. One `deleted_at` column holds when a row was put away; nothing is deleted.
 */
const SOFT =
  /\bsoft[- ]?delet\w*|\b(?:archiv\w*|hid(?:e|ing)|mark\w*)\b.*\binstead of (?:deleting|removing|delete|remove)|\b(?:don'?t|do not|never|not)\s+(?:really\s+|actually\s+|permanently\s+|fully\s+)?(?:delete|remove)\b.*\b(?:just|only)\s+(?:hide|archive|mark)|\binstead of (?:deleting|removing)\b.*\b(?:archive|hide|keep)\b|\b(?:recycle|trash)\s+bin\b|\brestore (?:deleted|removed)\b/i;

export function matchSoftDelete(clause: string, ws: Workspace): ClauseResult {
  if (!SOFT.test(clause)) return null;
  const named = tableMentions(ws, clause.toLowerCase().split(/[\s,.;!?']+/))[0]?.table;
  const own = tablesOf(ws).filter((t) => t.name !== 'profiles');
  const focus = ws.focusTable ? findTable(ws, ws.focusTable) : undefined;
  const table = named ?? focus ?? (own.length === 1 ? own[0] : undefined);
  if (!table) {
    if (own.length < 2)
      return problem(
        'You want rows put away instead of deleted.',
        'Which table? You have none of your own yet.',
        ['Create a tasks table with title and done'],
      );
    return ask(
      'You want rows put away instead of deleted.',
      'For which table?',
      own.map((t) => ({ label: t.name, instruction: `soft delete for ${t.name}` })),
    );
  }
  if (table.columns.some((c) => c.name === 'deleted_at'))
    return problem(
      `You want ${table.name} rows put away instead of deleted.`,
      `${table.name} already has a deleted_at column, so its rows can be put away already.`,
      [`Add a notes column to ${table.name}`],
    );
  const added = matchAddColumns(`add deleted_at (date and time) to ${table.name}`, ws);
  if (!added || isProblem(added)) return added;
  return {
    ...added,
    understood: `put ${table.name} rows away instead of deleting them`,
    render: () =>
      added.render().map((piece) => ({
        ...piece,
        summary: `Adds deleted_at to ${table.name}: a row with a time in it counts as deleted but is kept, so it can be brought back.`,
        meaning: `Your app should show only ${table.name} rows whose deleted_at is empty, and set it instead of deleting.`,
        fileAs: {
          service: 'backend',
          type: 'schema',
          risk: 'low',
          reason: 'It only adds a column; no row is removed.',
          withOthers: true,
        },
      })),
  };
}
