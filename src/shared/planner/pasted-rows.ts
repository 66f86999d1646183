import { MAX_ROWS } from '@shared/contracts/plan';
import type { ContextTable } from './context';
import { countOf, humanize, listWords, toSnake } from './names';
import { problem, type ClauseResult, type Problem } from './pieces';
import { columnValue } from './row-conditions';
import { ownedInsertion, type Row } from './row-inserts';
import { ownerSaid } from './row-owners';
import { placeValues } from './row-values';
import { typeFamily } from './types';
import { findTable, type Workspace } from './workspace';

/**
 * Rows pasted under an instruction ("add these customers:" then CSV or tab-separated lines with
 * a header). The block is cut off before the instruction is normalised, which would join its
 * lines, and waits in the workspace for the clause that says where the rows go.
 */

/** One line's cells: quoted cells may hold the separator and "" for a quote. */
function cells(line: string, separator: string): string[] {
  const out: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < line.length; i += 1) {
    const char = line[i];
    if (quoted && char === '"' && line[i + 1] === '"') {
      cell += '"';
      i += 1;
    } else if (char === '"' && (quoted || cell.trim() === '')) {
      quoted = !quoted;
      if (quoted) cell = '';
    } else if (char === separator && !quoted) {
      out.push(cell.trim());
      cell = '';
    } else cell += char;
  }
  out.push(cell.trim());
  return out;
}

const BULLET = /^\s*(?:[-*•]|\d+[.)])\s+/;
/** An introduction that announces pasted rows, so a header with no rows under it is still a paste. */
const ANNOUNCES = /(?::\s*$|\b(?:these|this|the following|import)\b)/i;

/** The instruction's words and the grid pasted under them, or undefined when nothing was pasted. */
export function splitPasted(instruction: string): { intro: string; grid: string[][] } | undefined {
  const lines = instruction.split(/\r?\n/);
  for (let start = 1; start < lines.length; start += 1) {
    const header = lines[start] ?? '';
    const separator = header.includes('\t') ? '\t' : header.includes(',') ? ',' : '';
    if (!separator || BULLET.test(header)) continue;
    const block = lines.slice(start).filter((line) => line.trim());
    const intro = lines.slice(0, start).join(' ').trim();
    if (!intro || (block.length < 2 && !ANNOUNCES.test(intro))) return undefined;
    const width = cells(header, separator).length;
    const grid = block.map((line) => cells(line, separator));
    // Every line must hold as many cells as the header, or this is prose with commas in it.
    if (grid.some((row) => row.length !== width) || block.some((l) => BULLET.test(l)))
      return undefined;
    return { intro, grid };
  }
  return undefined;
}

const VERB = '(?:add|insert|import|load|put|paste|upload|save|enter|here are)';
/** "here are my subscribers, can you add them": the request after the rows' name. */
const AND_ADD =
  '(?:[\\s,]+(?:(?:can|could|would)\\s+you\\s+|pls\\s+|please\\s+)?(?:add|import|save|insert|put|upload)\\s+(?:them|these|those|it)(?:\\s+(?:in|for me|please|pls))?)?';
const INTO = new RegExp(
  `^${VERB}(?:\\s+(?:all\\s+)?(?:these|this|the following|them|it|my|our|the))?(?:\\s+(?<noun>(?!(?:to|into|in|for)\\b)[a-z][a-z_ ]*?))?(?:\\s+(?:rows|records|entries|data|list))?(?:\\s+(?:to|into|in|for)\\s+(?:the\\s+|my\\s+|our\\s+)?(?<into>[a-z][a-z_ ]*?)(?:\\s+table)?)?${AND_ADD}$`,
  'i',
);
const GENERIC = /^(?:rows?|records?|entries|data|list|csv|lines?|these|this|it|them|stuff)$/i;

/** The table's column a header cell names, case and spacing aside ("E-mail" is not "email"). */
const columnFor = (table: ContextTable, cell: string) =>
  table.columns.find((c) => c.name === toSnake(cell) || humanize(c.name) === cell.toLowerCase());

/** "add these customers:" with rows pasted under it → data.insertRows, typed by the table's columns. */
export function matchPastedRows(said: string, ws: Workspace): ClauseResult {
  const { clause, email } = ownerSaid(said);
  const grid = ws.pasted;
  const words = clause.match(INTO)?.groups;
  if (!grid || !words) return null;
  const phrase = [words.into, words.noun].find((p) => p && !GENERIC.test(p.trim()));
  // "my first subscribers": the words before the table's name only describe the rows.
  const table = phrase
    ? phrase
        .trim()
        .split(/\s+/)
        .map((_, i, all) => findTable(ws, all.slice(i).join(' ')))
        .find(Boolean)
    : undefined;
  if (!table) return null;
  const understood = `You want to add the pasted rows to ${table.name}.`;
  const [header = [], ...rows] = grid;
  const columns = header.map((cell) => columnFor(table, cell));
  const unknown = header.filter((_, i) => !columns[i]);
  // No header at all: every line is a row, its cells placed by their shape (row-values.ts).
  if (unknown.length === header.length) {
    const placed = grid.map((line) => placeValues(table, line, understood));
    const failed = placed.find((row) => 'problem' in row);
    if (!failed) {
      delete ws.pasted;
      return ownedInsertion(ws, table, placed as Row[], email);
    }
  }
  if (unknown.length)
    return problem(
      understood,
      `${table.name} has no ${unknown.length > 1 ? 'columns' : 'column'} called ${listWords(unknown.map((c) => `"${c}"`))}. Its columns: ${table.columns.map((c) => c.name).join(', ')}. Rename the header to one of them, or add the column first.`,
      [`Add ${listWords(unknown.map((c) => toSnake(c)))} to ${table.name}`],
    );
  if (rows.length === 0)
    return problem(
      understood,
      `There are no rows under the header line (${header.join(', ')}). Paste the rows below it, one per line.`,
      [],
    );
  if (rows.length > MAX_ROWS)
    return problem(
      understood,
      `That is ${countOf(rows.length, 'row')}; one change adds at most ${MAX_ROWS}. Paste them in parts.`,
      [],
    );
  const typed: Row[] = [];
  for (const [index, cellsOfRow] of rows.entries()) {
    const row: Row = {};
    for (const [i, raw] of cellsOfRow.entries()) {
      const column = columns[i];
      if (!column || raw === '') continue;
      // The cell is already unquoted; a text cell keeps its quotes ('say "hi"').
      const value = typeFamily(column.type) === 'text' ? raw : columnValue(column, raw);
      if (value === undefined)
        return problem(
          understood,
          `Row ${index + 1}: "${raw}" does not fit ${column.name} (a ${column.type} column). Nothing was added.`,
          [],
        );
      row[column.name] = value;
    }
    typed.push(row);
  }
  // Taken: the instruction checks that no pasted rows were left without a table.
  delete ws.pasted;
  return ownedInsertion(ws, table, typed, email);
}

/** Pasted rows no clause took: refused, so no line the founder pasted is dropped unseen. */
export const leftOverPaste = (ws: Workspace): Problem | undefined =>
  ws.pasted
    ? {
        understood: `You pasted ${countOf(ws.pasted.length, 'line')} of rows.`,
        message:
          'I could not tell which table the pasted rows go into, so nothing will be added. Start with "add these <table name>:" and paste the rows under it, header first.',
        examples: ['add these customers:\nname,email\nAna,ana@x.com', 'import this into tasks'],
      }
    : undefined;
