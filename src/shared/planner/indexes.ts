import { splitList } from './columns';
import { findTable, type Workspace } from './workspace';
import { countOf, humanize, listWords } from './names';
import { problem, type ClauseResult } from './pieces';
import { columnName, failed, refColumn, splitSubject } from './refs';
import { constraintName, ident, publicTable } from './sql';
import { change, tableExamples } from './table-change';

/** Indexes added to make lookups faster. */

const INDEX_PATTERNS = [
  /^(?:add|create|put|build|set up)\s+(?:an?\s+)?(?<unique>unique\s+)?index(?:es)?\s+(?:on|for|to|over)\s+(?<subject>.+)$/i,
  /^index\s+(?<subject>.+)$/i,
  /^make\s+(?:it\s+)?(?:faster|quicker)\s+to\s+(?:look up|find|search|filter|sort|load|fetch)\s+(?<table>[\w ]+?)\s+by\s+(?<cols>.+)$/i,
  // "looking up bookings by guest email is really slow, can you speed that up"
  /^(?:searching|searches|search|lookups?|looking up|finding|filtering|sorting|loading)\s+(?:of\s+|for\s+|on\s+|in\s+)?(?:the\s+)?(?<table>[\w ]+?)\s+by\s+(?<cols>.+?)\s+(?:is|are|feels?|seems?|gets?|got|has got(?:ten)?|has become)\s+(?:really\s+|very\s+|super\s+|so\s+|too\s+|a bit\s+|quite\s+|painfully\s+)?(?:slow|sluggish|laggy)(?:er)?(?:\s*,?\s*(?:(?:can|could)\s+(?:you|u)\s+)?(?:please\s+)?(?:speed|fix)\s+(?:that|it|this)(?:\s+up)?)?$/i,
  /^(?:it'?s|it is)\s+(?:really\s+|very\s+|so\s+|too\s+)?slow\s+to\s+(?:look up|find|search|filter|sort|load)\s+(?<table>[\w ]+?)\s+by\s+(?<cols>.+)$/i,
  /^(?:make|speed up)\s+(?:the\s+)?(?:searching|searches|search|lookups?|looking up|finding|filtering|sorting|queries)\s+(?:of\s+|for\s+|on\s+|in\s+)?(?<table>[\w ]+?)\s+by\s+(?<cols>.+?)(?:\s+(?:faster|quicker))?$/i,
];

/** "add an index on email in customers", "speed up searching orders by status". */
export function matchAddIndex(clause: string, ws: Workspace): ClauseResult {
  const match = INDEX_PATTERNS.map((p) => clause.match(p)).find(Boolean);
  if (!match?.groups) return null;
  let tablePhrase = match.groups.table;
  let cols = match.groups.cols;
  const subject = match.groups.subject;
  if (subject) {
    const by = subject.match(/^(?:the\s+)?(.+?)(?:\s+table)?\s+(?:by|on)\s+(.+)$/i);
    const paren = subject.match(/^(?:the\s+)?(.+?)(?:\s+table)?\s*\((.+)\)$/);
    const split = splitSubject(
      subject.replace(/\s+(?:columns?|fields?)(?=\s+(?:in|on|of)\b)/i, ''),
    );
    // "index orders on status" names the table first; "index status on orders" the column first.
    const reversed = by && !findTable(ws, by[1] ?? '') && findTable(ws, by[2] ?? '');
    if (by && reversed) [cols, tablePhrase] = [by[1], by[2]];
    else if (by) [tablePhrase, cols] = [by[1], by[2]];
    else if (paren) [tablePhrase, cols] = [paren[1], paren[2]];
    else [tablePhrase, cols] = [split.table, split.column];
  }
  const said = splitList(cols ?? '')
    .map(columnName)
    .filter(Boolean);
  const { table: exTable, column: exColumn } = tableExamples(ws);
  const examples = [
    `Add an index on ${exColumn} in ${exTable}`,
    `Speed up searching ${exTable} by ${exColumn}`,
  ];
  const understood = `You want ${listWords(said)} looked up faster.`;
  if (said.length === 0)
    return problem(understood, 'I could not tell which column to index.', examples);
  const first = refColumn(ws, said[0] ?? '', tablePhrase, understood, examples);
  if (failed(first)) return first;
  const table = first.table;
  // The columns by their names in the table ("by customer" is customer_id).
  const names = [first.column.name];
  for (const name of said.slice(1)) {
    const other = refColumn(ws, name, table.name, understood, examples);
    if (failed(other)) return other;
    names.push(other.column.name);
  }
  const unique = Boolean(match.groups.unique);
  if ((table.indexes ?? []).some((i) => i.columns.join(',') === names.join(','))) {
    return problem(
      understood,
      `${table.name} already has an index on ${listWords(names)}.`,
      examples,
    );
  }
  const name = constraintName(table.name, names, unique ? 'key' : 'idx');
  table.indexes = [...(table.indexes ?? []), { name, columns: names, unique }];
  const rows = table.rowCount ?? 0;
  return change(
    `add an index on ${listWords(names)} in ${table.name}`,
    [
      `create ${unique ? 'unique ' : ''}index ${ident(name)} on ${publicTable(table.name)} (${names.map(ident).join(', ')});`,
    ],
    {
      summary: `Adds an index on ${listWords(names)} in ${table.name}, so finding rows by ${listWords(names.map(humanize))} stays fast as the table grows.`,
      meaning: `Searches and filters on ${listWords(names.map(humanize))} get faster; saving rows gets a tiny bit slower.`,
      warnings:
        rows > 100_000
          ? [
              `${table.name} has ${countOf(rows, 'row')}; saving to it pauses while the index is built.`,
            ]
          : [],
      usage: {
        storageBytes: rows * 24,
        requests: `Lookups of ${table.name} by ${listWords(names)} get faster.`,
      },
    },
  );
}
