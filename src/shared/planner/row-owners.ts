import type { ContextColumn, ContextTable } from './context';
import { humanize, singularName } from './names';
import { ask, problem, type Problem } from './pieces';
import { spoken } from './row-conditions';
import type { Row } from './row-inserts';
import type { Workspace } from './workspace';

/**
 * Rows added from the studio to a table whose owner column defaults to auth.uid(): the studio is
 * nobody's session, so the founder says which of the app's users owns them ("for ana@x.com"),
 * or is asked, with the app's users as choices (issue 29, item 4).
 */

const OWNER =
  /\s+(?:for|owned by|belonging to|on behalf of|as)\s+(?:the\s+)?(?:user\s+|account\s+)?(?<email>[^\s@,;:()'"]+@[^\s@,;:()'"]+\.[a-z]{2,})(?=$|[\s,:;])/i;

/** The clause without "for ana@x.com", and that e-mail. */
export function ownerSaid(clause: string): { clause: string; email?: string } {
  const match = clause.match(OWNER);
  return match?.groups
    ? { clause: clause.replace(OWNER, '').trim(), email: match.groups.email }
    : { clause };
}

/** The column that says whose row it is, filled by auth.uid() when a signed-in user adds a row. */
export const ownerColumnOf = (table: ContextTable): ContextColumn | undefined =>
  table.columns.find((c) => /\bauth\.uid\(\)/i.test(c.default ?? ''));

/** The rows as the founder would say them, for a choice that adds them for one user. */
function restated(table: ContextTable, rows: Row[], email: string): string {
  const said = (row: Row) =>
    Object.entries(row)
      .filter(([, v]) => v !== null)
      .map(([c, v]) => `${humanize(c)} ${spoken(v)}`)
      .join(', ');
  return rows.length === 1
    ? `add a ${humanize(singularName(table.name))} for ${email} with ${said(rows[0] as Row)}`
    : `add these ${table.name} for ${email}: ${rows.map(said).join('; ')}`;
}

/** The rows with their owner set, a question which user owns them, or why they cannot be added. */
export function ownRows(
  ws: Workspace,
  table: ContextTable,
  rows: Row[],
  email: string | undefined,
): Row[] | { problem: Problem } {
  const column = ownerColumnOf(table);
  const understood = `You want to add ${rows.length === 1 ? 'a row' : 'rows'} to ${table.name}.`;
  if (!column) {
    if (!email) return rows;
    return problem(
      understood,
      `${table.name} has no column that says which user owns a row, so the rows cannot be added for ${email}.`,
      [],
    );
  }
  if (rows.every((row) => column.name in row) || !ws.known.database) return rows;
  const users = ws.after.database.users;
  const user = users?.find((u) => u.email.toLowerCase() === email?.toLowerCase());
  if (user) return rows.map((row) => ({ ...row, [column.name]: user.id }));
  const whose = `Each row of ${table.name} belongs to one of your app's users (${column.name}).`;
  if (!users)
    return problem(
      understood,
      `${whose} Say whose they are, as in "${restated(table, rows, 'ana@example.com')}".`,
      [],
    );
  if (users.length === 0)
    return problem(
      understood,
      `${whose} Nobody has signed up to your app yet: sign up in your app first, then add the rows for that e-mail.`,
      [],
    );
  // The only user owns them when none was named; a question needs two choices.
  const only = users.length === 1 ? users[0] : undefined;
  if (only && !email) return rows.map((row) => ({ ...row, [column.name]: only.id }));
  if (only)
    return problem(
      understood,
      `No user of your app has the e-mail ${email}; its only user is ${only.email}.`,
      [restated(table, rows, only.email)],
    );
  return ask(
    understood,
    email
      ? `No user of your app has the e-mail ${email}. Which user should own the new ${table.name}?`
      : `${whose} Which user should own the new ${table.name}?`,
    users.slice(0, 4).map((u) => ({ label: u.email, instruction: restated(table, rows, u.email) })),
  );
}
