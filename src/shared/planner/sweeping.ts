import type { ClauseResult } from './pieces';
import { problem } from './pieces';
import { tablesOf, type Workspace } from './workspace';

/**
 * "wipe the whole database", "drop all the tables and start again", "delete every user account":
 * too much to take back at once, so refused with the ways to do it one part at a time.
 */
const SWEEPING =
  /^(?:just\s+)?(?:drop|delete|remove|wipe|nuke|clear(?:\s+out)?|erase|destroy|empty|reset|get rid of|bin)\s+(?:(?<all>(?:all|every|each)\s+(?:single\s+)?(?:of\s+)?(?:the\s+|my\s+|our\s+)?(?<what>tables?|users?|user accounts?|accounts?|sign[- ]?ups?|members?))|(?:the\s+|my\s+|our\s+)?(?:whole|entire)\s+(?:database|db|backend|project)|(?:the\s+|my\s+|our\s+)?(?:database|db))(?:\s*[,.]?\s*(?:(?:and|to)\s+)?(?:start\s+(?:again|over|fresh|afresh)(?:\s+from\s+scratch)?|from\s+scratch|all\s+of\s+(?:it|them)))?$/i;

export function matchSweepingDelete(clause: string, ws: Workspace): ClauseResult {
  const m = clause.trim().match(SWEEPING);
  if (!m) return null;
  const tables = tablesOf(ws).filter((t) => t.name !== 'profiles');
  // "wipe the database" with several tables asks which one to empty (rows.ts).
  if (!m.groups?.all && tables.length >= 2) return null;
  const people = /user|account|sign|member/i.test(m.groups?.what ?? '');
  const [first] = tables;
  return problem(
    people ? 'You want to delete every account in your app.' : 'You want to delete everything.',
    people
      ? "I won't delete every account at once: people lose their sign-in and their data, and it cannot be taken back. Turn off new sign-ups instead, or remove one person at a time from Users."
      : "I won't delete the whole database in one go: it cannot be taken back. Empty or delete one table at a time, so each step can be checked and undone.",
    people
      ? ['Turn off new sign-ups', 'How many people have signed up?']
      : first
        ? [`Delete all rows from ${first.name}`, `Delete the ${first.name} table`]
        : ['Show me my tables'],
  );
}
