import type { PlanStep } from '@shared/contracts/plan';
import { cloneContext, type ContextTable, type PlannerContext } from './context';
import {
  isPluralName,
  pluralName,
  singularName,
  toSnake,
  stripLeadingFiller,
  unquote,
} from './names';

/**
 * The project as it will be once the plan runs. It starts as a copy of the live context and
 * each understood clause updates it, so later clauses see earlier ones ("create tasks ... and
 * make title required") and the caller can read the predicted outcome.
 */
export interface Workspace {
  after: PlannerContext & Required<Pick<PlannerContext, 'database'>>;
  /** Which parts of the project the caller told us about; unknown parts are not checked. */
  known: { database: boolean; git: boolean; hosting: boolean };
  /** Tables this instruction creates. */
  created: Set<string>;
  /** The table the instruction last talked about, for "it" and "them". */
  focusTable?: string;
  /** "…, call it cake_orders": the name the next new table takes. */
  namedAs?: string;
  /** The bucket a plan just made: "…, anyone can view them" is about its files. */
  focusBucket?: string;
  /** The column the instruction last talked about, for "make it optional". */
  focusColumn?: string;
  /** The branch the instruction last talked about. */
  focusBranch?: string;
  /** Links this instruction made ("orders.customer_id"), so saying one twice adds it once. */
  linkedNow?: Set<string>;
  /** A count just changed by what was sold or received ("we sold 3 mugs"), for "take them off the stock". */
  focusStock?: string;
  /** Cells pasted under the instruction, header first (pasted-rows.ts), for the clause that adds them. */
  pasted?: string[][];
  /** Rows listed one a line or split by ";" under "add these customers:" (row-lists.ts), one text each. */
  listed?: string[];
  /** Settings this instruction already sets ("signups:false"), so saying one twice adds one step. */
  said?: Set<string>;
  /** The site change this instruction builds, so several site changes become one commit. */
  siteEdit?: Extract<PlanStep, { kind: 'content.edit' }>;
}

export function createWorkspace(context?: PlannerContext): Workspace {
  const after = cloneContext(context ?? {});
  return {
    after: { ...after, database: after.database ?? { tables: [], buckets: [] } },
    known: {
      database: Boolean(context?.database),
      git: Boolean(context?.git),
      hosting: Boolean(context?.hosting),
    },
    created: new Set(),
  };
}

/** A separate copy to try clauses on; tables being created lose their drafts, so use it only to test. */
export function trialWorkspace(ws: Workspace): Workspace {
  const copy = createWorkspace(ws.after);
  return {
    ...copy,
    known: { ...ws.known },
    created: new Set(ws.created),
    focusTable: ws.focusTable,
    focusColumn: ws.focusColumn,
    focusBranch: ws.focusBranch,
  };
}

export const tablesOf = (ws: Workspace): ContextTable[] => ws.after.database.tables;

/** The snake_case name a table phrase stands for ("the Blog Posts table" → "blog_posts"). */
export function tablePhraseToName(phrase: string): string {
  const words = stripLeadingFiller(
    unquote(phrase)
      .replace(/\btables?$/i, '')
      .trim(),
  );
  return toSnake(words);
}

/** Finds a table by a founder's phrase: exact, plural or singular ("customer" → customers). */
export function findTable(ws: Workspace, phrase: string): ContextTable | undefined {
  const name = phrase.includes(' ') || /[A-Z'"]/.test(phrase) ? tablePhraseToName(phrase) : phrase;
  const tables = tablesOf(ws);
  const candidates = [name, pluralName(name), singularName(name), name.replace(/s$/, '')];
  for (const candidate of candidates) {
    const hit = tables.find((table) => table.name === candidate);
    if (hit) return hit;
  }
  // "the patients list", "our menu table": the table named before a word for a table.
  const listed = name.match(/^(?<head>[a-z0-9_]+?)_(?:list|table|database|records|register|db)$/)
    ?.groups?.head;
  if (listed && !tables.some((t) => t.name === name)) return findTable(ws, listed);
  // "the menu" for menu_items: the one table named by the thing and a word for its rows.
  if (!/^[a-z][a-z0-9]*$/.test(name)) return undefined;
  const rows = tables.filter((t) =>
    new RegExp(`^(?:${name}|${singularName(name)})_(?:items|entries|list|records|rows)$`).test(
      t.name,
    ),
  );
  return rows.length === 1 ? rows[0] : undefined;
}

/** "the tickets" for support_tickets: the one table whose name ends with the word said. */
function byLastWord(ws: Workspace, phrase: string): ContextTable | undefined {
  const name = tablePhraseToName(phrase);
  if (!name || name.includes('_')) return undefined;
  const forms = [name, pluralName(name)];
  const hits = tablesOf(ws).filter((t) => forms.some((f) => t.name.endsWith(`_${f}`)));
  return hits.length === 1 ? hits[0] : undefined;
}

/** The name a new table gets: as written after "called", else the plural of the noun. */
export function newTableName(phrase: string, explicit: boolean): string {
  const name = tablePhraseToName(phrase);
  // "a tap_list table": a name typed as one word with underscores is kept as typed.
  return explicit || isPluralName(name) || /^[a-z0-9]+(?:_[a-z0-9]+)+$/.test(phrase.trim())
    ? name
    : pluralName(name);
}

/** A table the caller did not tell us about, assumed to exist so the plan can still be shown. */
export function assumeTable(ws: Workspace, name: string): ContextTable {
  const table: ContextTable = { name, rls: false, columns: [], policies: [] };
  tablesOf(ws).push(table);
  return table;
}

/** The table for a phrase: found, or assumed when the database was not described to us. */
export function resolveTable(ws: Workspace, phrase: string): ContextTable | undefined {
  const found = findTable(ws, phrase) ?? byLastWord(ws, phrase);
  if (found || ws.known.database) return found;
  return assumeTable(ws, tablePhraseToName(phrase));
}

export function describeTables(ws: Workspace): string {
  const names = tablesOf(ws).map((table) => table.name);
  return names.length ? names.join(', ') : 'none yet';
}

export function describeColumns(table: ContextTable): string {
  return table.columns.map((column) => column.name).join(', ') || 'no columns';
}

export const branchNames = (ws: Workspace): string[] =>
  ws.after.git?.branches.map((b) => b.name) ?? [];
