import { readFactThenAct } from './referents';
import type { Workspace } from './workspace';

/**
 * "quick q - how many cats are we looking after?", "a customer wants to know which is our
 * strongest beer", "what are we bringing in a month? just add up all the fees": a question said
 * among remarks. Each part that can be the question is offered on its own, the remark left out;
 * a part that points back ("how many hours has he done") gets the name its remark gave.
 */

/** Where one part of what was typed ends: a question or exclamation mark, dots, a dash, a semicolon. */
const BREAK =
  /\s*(?:[?!;]+|\.{2,}|\.\s+|\s[-–—]\s|:\s+|,\s*(?=(?:how|what|what's|whats|which|who|who's|whose|when|where)\b))\s*/i;
/** Who asks and why, before the question itself. */
const ASKED_BY =
  /^.*?\b(?:wants? to know|wanted to know|(?:is|are|was|were|been|'s|'re) asking|asked|wondering|needs? to know(?!\s+(?:when|what|which|how|whether|if)\s+(?:each|every|a|an)\b)|tell me|remind me|(?:i|we) need(?!\s+to know\s+(?:when|what|which|how|whether|if)\s+(?:each|every|a|an)\b)|(?:i|we)'d like|give me|get me)\b[\s,:]*/i;
const ASKS = /^(?:how|what|what's|whats|which|who|who's|whose|when|where|is there|are there)\b/i;
/** "just add up all the fees": a sum asked for with a verb of changing. */
const ADD_UP = /^(?:just\s+)?(?:add|tot)\s+up\s+(?:all\s+)?(?:of\s+)?/i;
/** "the combined value of …", "the total": a quantity named, with no question word. */
const QUANTITY = /^(?:the\s+)?(?:total|combined|overall|average|number|sum|count)\b/i;

/** The parts of a text that may be its question, most likely first; none when it has no parts. */
export function askedAmongRemarks(text: string, ws: Workspace): string[] {
  const named = readFactThenAct(text, ws);
  const said = text.trim();
  return [...new Set([...(named ? questionParts(named) : []), ...questionParts(said)])].filter(
    (q) => q !== said,
  );
}

function questionParts(text: string): string[] {
  return text
    .split(BREAK)
    .map((p) => p.trim())
    .filter(Boolean)
    .flatMap((part) => {
      const cut = part.replace(ASKED_BY, '');
      const form = cut || part;
      if (ADD_UP.test(form)) return [`what is the total of ${form.replace(ADD_UP, '')}`];
      if (QUANTITY.test(form)) return [`what is ${form}`];
      return ASKS.test(form) ? [form] : [];
    });
}
