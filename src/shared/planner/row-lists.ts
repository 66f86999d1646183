import type { Problem } from './pieces';
import { listItems } from './row-inserts';
import { stripPoliteTail } from './text';
import { ENGLISH_WORDS } from './english-words';

/**
 * Rows listed under an instruction, one a line (bulleted or not) or split by ";" ("add three
 * customers: Ada, ada@x.com, London; Grace, grace@x.com, Boston"). The lines are cut off before
 * the instruction is split into clauses, which would read each line as a request of its own, and
 * wait in the workspace for the clause that adds them (row-inserts.ts).
 */

const INTRO =
  /^(?<intro>[^\n:;]*\b(?:add|insert|put|enter|record|log|save|import|here are|here's)\b[^\n:;]*?)\s*:\s*(?<body>[\s\S]+)$/i;
const SCHEMA = /\b(?:tables?|columns?|fields?|branch(?:es)?|files?|pages?|polic(?:y|ies))\b/i;
const MANY =
  /\b(?:[2-9]|\d\d+|two|three|four|five|six|seven|eight|nine|ten|these|some|several|a few|the following)\b/i;
const ONE = /\b(?:a|an|one|another|new)\b/i;
const BULLET = /^\s*(?:[-*•]|\d+[.)])\s+/;

/** A listed item that can only be a value: a number, an e-mail, values in brackets or a proper name. */
const isValue = (item: string): boolean =>
  /[\d@(]/.test(item) ||
  (/^[A-Z]/.test(item) && !ENGLISH_WORDS.has(item.split(/\s+/)[0]?.toLowerCase() ?? ''));

/** The instruction's words and its listed rows, or undefined when it lists no rows. */
export function splitListed(instruction: string): { intro: string; rows: string[] } | undefined {
  const match = instruction.trim().match(INTRO);
  if (!match?.groups || SCHEMA.test(match.groups.intro ?? '')) return undefined;
  // "…; Jo 15 paid, thanks!": the thanks is not part of the last row.
  const body = stripPoliteTail(match.groups.body ?? '');
  const lines = body
    .split(/\s*;\s*|\s*\n+\s*/)
    .map((line) =>
      line
        .replace(BULLET, '')
        .replace(/[.;]+$/, '')
        .trim(),
    )
    .filter(Boolean);
  // One line after "add 3 tasks:" is a list too; read apart, "take out trash" stays a row, not a request.
  // So is "add to the waitlist: Anya (…), Bodhi (…)", whose items are values, never column names.
  const items = listItems(body);
  const rows =
    lines.length < 2 &&
    (MANY.test(match.groups.intro ?? '') ||
      (!ONE.test(match.groups.intro ?? '') && items.every(isValue)))
      ? items
      : lines;
  return rows.length >= 2 ? { intro: `${match.groups.intro ?? ''}:`, rows } : undefined;
}

/** Listed rows no clause took: this reading fails, so the instruction is read whole instead. */
export const leftOverList = (listed: string[] | undefined): Problem | undefined =>
  listed
    ? {
        understood: `You listed ${listed.length} rows.`,
        message: 'I could not tell which table the listed rows go into.',
        examples: ['add these customers: Ana, ana@x.com; Bo, bo@x.com'],
      }
    : undefined;
