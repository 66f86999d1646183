import type { ContextTable } from './context';
import { findTable, type Workspace } from './workspace';
import { singularName, toSnake } from './names';
import { nameCondition, type Condition } from './row-conditions';

/** "Ada's orders", "all of Hannah's bookings": the rows that belong to someone the project holds. */
const POSSESSIVE =
  /^(?<all>(?:all|every|each)\s+(?:of\s+)?)?(?:the\s+)?(?<who>[^,']+?)(?:'s|s')\s+(?<noun>[a-z_]+)$/i;
/** "every appointment she has" after the pronoun is named: "every appointment Hannah has". */
const HAS =
  /^(?<all>(?:all|every|each|any)\s+(?:of\s+)?)(?:the\s+)?(?<noun>[a-z_]+)\s+(?:that\s+)?(?<who>[^,]+?)\s+(?:has|have|has got|'s got|owns|got|is on|is booked on|is doing)$/i;

export interface OwnedRows {
  table: ContextTable;
  condition: Condition;
  /** One row was meant ("Ada's order"), so several are asked about; many were ("Ada's orders"). */
  one: boolean;
}

/** The rows a phrase names by their owner, or undefined when it names none of a table's. */
export function ownedRows(ws: Workspace, phrase: string): OwnedRows | undefined {
  const g = phrase.trim().match(POSSESSIVE)?.groups ?? phrase.trim().match(HAS)?.groups;
  const table = g?.noun ? findTable(ws, g.noun) : undefined;
  if (!g?.who || !table || findTable(ws, g.who)) return undefined;
  const condition = nameCondition(table, g.who);
  if (!condition) return undefined;
  const noun = toSnake(g.noun ?? '');
  return { table, condition, one: !g.all && singularName(noun) === noun };
}
