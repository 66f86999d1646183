import type { ContextColumn, ContextTable } from './context';
import { groundColumn } from './column-words';
import { humanize, singularName, toSnake, unquote } from './names';
import { ask, type ClauseResult } from './pieces';
import { updating } from './row-updates';
import { typeFamily } from './types';
import { findTable, tablesOf, type Workspace } from './workspace';

/**
 * A misspelt value put right wherever it is stored: "there's a typo in one of the cities, Londn
 * should be London", "fix Londn to London in the city column", "replace Londn with London in
 * city". Every row holding the old value changes; the column comes from the words, never a guess.
 */

const WORD = String.raw`["']?[\p{L}\d][\p{L}\d .'&-]*?["']?`;
const FIXES: readonly RegExp[] = [
  new RegExp(
    String.raw`^(?:there'?s|there is|i made|we have|i have|i spotted|spotted)\s+an?\s+(?:typo|spelling mistake|misspelling|mistake)\s+in\s+(?:one of\s+)?(?:the|my|our)\s+(?<col>[\w ]+?)\s*[,:;-]?\s+(?:it says\s+)?(?<from>${WORD})\s+(?:should be|should say|should read|is meant to be|needs to be)\s+(?<to>${WORD})$`,
    'iu',
  ),
  new RegExp(
    String.raw`^(?:fix|correct|change|replace)\s+(?:the\s+(?:typo|spelling)\s+)?(?<from>${WORD})\s+(?:to|with|into|as)\s+(?<to>${WORD})\s+(?:in|for)\s+(?:every|all|each)?\s*(?:the\s+)?(?<col>[\w ]+?)(?:\s+(?:column|field|values?))?(?:\s+(?:of|in)\s+(?:the\s+)?(?<table>[\w ]+?))?$`,
    'iu',
  ),
  new RegExp(
    String.raw`^(?<from>${WORD})\s+(?:should be|should be spelled|is spelled|is spelt|should read)\s+(?<to>${WORD})\s+(?:in|for)\s+(?:the\s+)?(?<col>[\w ]+?)(?:\s+(?:column|field))?$`,
    'iu',
  ),
];

const textual = (c: ContextColumn) => typeFamily(c.type) === 'text';

/** The text columns across the project that the words name ("the cities" → customers.city). */
function columnsNamed(
  ws: Workspace,
  words: string,
): { table: ContextTable; column: ContextColumn }[] {
  // A column of that very name wins over one its synonyms name ("city" before a "town").
  const name = singularName(toSnake(words));
  const exact = tablesOf(ws).flatMap((table) => {
    const column = table.columns.find((c) => c.name === name && textual(c));
    return column ? [{ table, column }] : [];
  });
  if (exact.length) return exact;
  return tablesOf(ws).flatMap((table) => {
    const column = groundColumn(table, words, textual);
    return column ? [{ table, column }] : [];
  });
}

export function matchValueFix(clause: string, ws: Workspace): ClauseResult {
  const g = FIXES.map((p) => clause.match(p)).find(Boolean)?.groups;
  if (!g) return null;
  const from = unquote(g.from ?? '').trim();
  const to = unquote(g.to ?? '').trim();
  if (!from || !to || from.toLowerCase() === to.toLowerCase()) return null;
  const found = columnsNamed(ws, g.col ?? '').filter(
    ({ table }) => !g.table || table.name === findTable(ws, g.table)?.name,
  );
  if (found.length === 0) return null;
  if (found.length > 1)
    return ask(
      `You want every "${from}" changed to "${to}".`,
      `Which ${humanize(g.col ?? 'column')} do you mean?`,
      found.slice(0, 4).map(({ table, column }) => ({
        label: `${humanize(column.name)} in ${table.name}`,
        instruction: `fix ${from} to ${to} in the ${column.name} column of ${table.name}`,
      })),
    );
  const [{ table, column }] = found as [{ table: ContextTable; column: ContextColumn }];
  return updating(
    {
      table,
      condition: {
        where: [{ column: column.name, op: 'is', value: from }],
        words: `${humanize(column.name)} is "${from}"`,
      },
      one: false,
    },
    { [column.name]: to },
    humanize(column.name),
  );
}
