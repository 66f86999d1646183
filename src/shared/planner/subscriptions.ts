import { heldValue } from './grounding';
import { typeFamily } from './types';
import { tablesOf, type Workspace } from './workspace';

/** "unsubscribe d@example.com", "take Ann off the newsletter": one person leaves a mailing list. */
const LEAVES =
  /^(?:unsubscribe|opt out|opt)\s+(?<who>[^\s,]+@[^\s,]+|[A-Z][\w'-]*(?:\s+[A-Z][\w'-]*)?)(?:\s+(?:out|from\s+[\w ]+?))?(?:\s*,.*)?$/i;
/** A yes/no column that says someone still gets the mail. */
const STILL_GETS = /(?:subscri|opt(?:ed)?_?in|newsletter|marketing|mailing|emails?_ok)/;

/** The request said in the words the row rules read: untick their box, or remove their row. */
export function readUnsubscribe(text: string, ws: Workspace): string | undefined {
  const who = text.trim().match(LEAVES)?.groups?.who;
  if (!who) return undefined;
  const holders = tablesOf(ws).filter((t) => heldValue(t, who));
  const [table] = holders;
  if (!table || holders.length > 1) return undefined;
  const box = table.columns.find(
    (c) => typeFamily(c.type) === 'boolean' && STILL_GETS.test(c.name),
  );
  return box
    ? `mark ${who} as not ${box.name.replace(/_/g, ' ')}`
    : `remove ${who} from ${table.name}`;
}
