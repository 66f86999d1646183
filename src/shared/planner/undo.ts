import {
  serviceOfStep,
  type OperationType,
  type PlanDraft,
  type Service,
} from '@shared/contracts/plan';
import { SERVICE_LABEL, operationTypeFor } from './classify';
import type { Workspace } from './workspace';
import { problem, type ClauseResult } from './pieces';

/**
 * "Undo my last change", "put it back how it was", "revert that": the undo of the project's
 * newest change that has run, whichever service it touched, with the undo that change recorded.
 */

/** Words around an undo that ask for nothing else: "oops", "actually no", "I changed my mind". */
const ASIDE_WORDS =
  "(?:oops|whoops|nope|no|nah|wait|hmm+|ugh|argh|actually|sorry|ah|oh|ok|okay|hold on|hang on|on second thoughts?|(?:i'?ve |i have |i )?changed my mind|never ?mind|that was a mistake|(?:that|the|this|my) [\\w-]+ was a mistake|(?:that|the|this|my) (?:last |latest |new )?[\\w-]+ (?:broke|has broken|messed up|ruined|killed) (?:stuff|things|everything|it|the \\w+|something(?: on the \\w+)?)|wrong (?:table|column|one|thing|branch|page|file|name|idea)|bad idea|my bad|not what i (?:wanted|meant|asked for)|(?:but )?i (?:still )?(?:needed|need|wanted|want|was using|used) (?:that|this|the|those|my) [\\w-]+(?: [\\w-]+)?(?: (?:i|you|we) just (?:deleted|removed|dropped|lost|got rid of))?|(?:i )?made it by mistake|keep everything else|i didn'?t (?:mean|want|need|ask for)(?: (?:that|this|it|those|to do that|that \\w+|this \\w+|those \\w+))?|i don'?t (?:want|need|like) (?:that|this|it)(?: \\w+)?|that'?s (?:wrong|not right|not what i (?:wanted|meant))|i didn'?t (?:mean|want|intend) to [\\w-]+(?: [\\w-]+){0,4}|(?:i|we) (?:don'?t|do not) (?:want|need) (?:the |that |this |those )?[\\w-]+(?: [\\w-]+){0,2}? (?:after all|any ?more))";
const ASIDE = new RegExp(`^${ASIDE_WORDS}(?:\\s+${ASIDE_WORDS})*$`);
const LEADING_ASIDE = new RegExp(`^(?:${ASIDE_WORDS}\\s+)+`);

/** Asking to take back what was just done, in any of the words founders use for it. */
const UNDO_VERB =
  /^(?:undo|udno|undoo|revert|reverse|roll ?back|take (?:that|it|this) (?:back|away|out|off)|roll (?:that|it|this|them) back|take back|take away|cancel|back out|scrap|scratch|ditch|bin|ctrl ?[+-]? ?z|cmd ?[+-]? ?z|go back|step back|put (?:it|things|everything|that) back|bring (?:it|that|them|those) back|change (?:it|that)(?: back)?|undo the change|make it (?:how|like) it was|put (?:the |my |our )?(?:[\w-]+ ){1,3}back|put back|bring back (?:the |my |our )?(?:[\w-]+ ){1,3}(?:i|we|you) (?:just )?(?:deleted|removed|dropped|lost|renamed)|get rid of|remove|delete|drop|lose)(?=\s|$)/;

const DESTROY = /^(?:get rid of|remove|delete|drop|lose|bin|ditch|scrap)$/;

/** What the undo is of: the last thing done, never a thing named in the project. */
const LAST_DONE =
  /^(?:(?:the )?(?:[\w-]+ )?(?:table|column|field|branch|page|file|bucket|thing|one|change|rename) (?:i|you|we) (?:just )?(?:made|created|added|did|renamed|set up|asked for|removed|deleted|dropped)|(?:that|this|it|everything)(?: (?:again|too|as well))?|(?:what|whatever) (?:i|you|we) (?:just )?(?:did|made|added|changed|created)|(?:that|the|this|my|your|our) (?:last|latest|previous|most recent) (?:one|thing|change|edit|action|operation|step|request)(?: (?:i|you|we) (?:just )?(?:did|made|asked for))?|(?:the )?last (?:one|thing|change|step)|(?:my|the|our) changes?(?: (?:i|you|we) just made)?|one step|a step|a bit|(?:the )?(?:change|thing) (?:i|you|we) just (?:made|did)|everything (?:i|you|we) just did|to what it was(?: before)?|to (?:how|the way) it was(?: before(?: (?:i|we|you) (?:just )?[a-z]+(?: (?:it|that|them|the [\w-]+))?)?)?|to before|(?:how|the way|as) (?:it|they) (?:was|were)(?: before)?)?$/;

/** Politeness before a request: "please", "can you", "just". */
const ASKING_LEAD =
  /^(?:please|pls|can you|could you|can u|could u|can we|could we|just|and|so|ok)\s+/;

/** The parts of an instruction, with asides and politeness dropped. */
const parts = (text: string): string[] =>
  text
    .toLowerCase()
    .replace(/[’]/g, "'")
    // "UNDO UNDO": a word said twice is said once.
    .replace(/\b(\w+)(?:\s+\1\b)+/g, '$1')
    .split(/[,.;!?]+|\s+-\s+|\s+(?:and|then|so)\s+/)
    .map((p) =>
      p
        .trim()
        .replace(ASKING_LEAD, '')
        .replace(/\s+(?:please|pls|for me|now|again|thanks)$/, '')
        .trim(),
    )
    // "nah undo that", "oops can you put back …": an aside before the undo verb, in the same part.
    .map((p) => {
      const bare = p.replace(LEADING_ASIDE, '').replace(ASKING_LEAD, '');
      return UNDO_VERB.test(bare) ? bare : p;
    })
    .filter((p) => p && !ASIDE.test(p));

/** Whether the words ask to undo the newest change: an undo verb on "that", or on nothing at all. */
export function asksToUndo(text: string): boolean {
  const left = parts(text);
  const undoes = (part: string) => {
    const verb = part.match(UNDO_VERB)?.[0];
    if (!verb) return false;
    const rest = part.slice(verb.length).trim();
    // "delete it" after naming a thing is about that thing, so removing needs "that" or "what you did".
    if (DESTROY.test(verb) && /^(?:it|everything)?$/.test(rest)) return false;
    return LAST_DONE.test(rest);
  };
  // "scrap that last change, the vets said they don't need it": an undo, and why.
  return left.some(undoes) && left.every((part) => undoes(part) || REMARK.test(part));
}

/** A sentence about people or what happened, asking for nothing: "the team hate the new name". */
const REMARK =
  /^(?!.*\b(?:add|create|make|delete|remove|drop|deploy|publish|merge|rename|set|change|update|put|move|mistake|wrong|accident|accidentally)\b)(?:the|our|my|i|we|they|he|she|it|that|this|that's|it's|ugh|everyone|nobody|people|[a-z]+ (?:said|says|hate|hates|loves?|thinks?|wants?|asked))\b.*$/;

/** "Undo", "scrap that", "get rid of what you just did" all take the newest change back; "undo the drop of orders" is not this. */
const UNDO = {
  test: (clause: string) =>
    asksToUndo(clause) &&
    !/\b(?:commit|deploy|deployment|release|merge)\b/.test(clause.toLowerCase()),
};

const EXAMPLES = [
  'Create a tasks table with title and done',
  'Deploy main to production',
  'Create a branch called feature/login',
];

/**
 * Where a change's undo is filed: the service its steps touched (the keyword rules may have filed
 * "set API_URL to ..." under the backend) and its type there.
 */
export function undoFiling(plan: Pick<PlanDraft, 'service' | 'type' | 'instruction' | 'steps'>): {
  service: Service;
  type: OperationType;
} {
  const first = plan.steps[0];
  const service = first ? serviceOfStep(first) : plan.service;
  return service === plan.service
    ? { service, type: plan.type }
    : { service, type: operationTypeFor(service, plan.instruction).type };
}

/**
 * "undo the rename", "undo the visits table I made earlier", "reverse what I just did with the
 * promo-banner branch": the newest change said by what it was; read only when its words fit it.
 */
const DESCRIBED =
  /^(?:undo|reverse|revert|take back|roll back|scrap)\s+(?:(?:the|that|my)\s+(?<thing>[\w-]+(?:\s+[\w-]+){0,2}?)(?:\s+(?:i|you|we)\s+(?:just\s+)?(?:made|did|created|added|set up|deleted|dropped|renamed|changed))?|what\s+(?:i|you|we)\s+(?:just\s+)?did\s+(?:with|to|on)\s+(?:the\s+)?(?<thing2>[\w-]+(?:\s+[\w-]+){0,2}?))(?:\s+(?:earlier|just now|before|today))?$/i;
const STEM = (word: string) => word.toLowerCase().replace(/(?:ing|ed|es|s|e)$/, '');

function describesLast(clause: string, ws: Workspace): boolean {
  const g = clause.trim().match(DESCRIBED)?.groups;
  const thing = g?.thing ?? g?.thing2;
  const last = ws.after.history?.lastChange;
  // A deploy, commit or merge is taken back by its own rule (a rollback, a revert).
  if (!thing || !last || /\b(?:commit|deploy|deployment|release|merge)\b/i.test(clause))
    return false;
  const said = last.instruction
    .toLowerCase()
    .split(/[^\w-]+/)
    .map(STEM);
  const words = thing
    .split(/\s+/)
    .filter((w) => !/^(?:table|column|branch|change|last|new)$/i.test(w));
  return words.length > 0 && words.every((w) => said.includes(STEM(w)));
}

/** Words that take something back, wherever they sit in the request. */
const TAKES_BACK =
  /\b(?:undo|revert|reverse|roll ?back|ctrl ?\+? ?z|cmd ?\+? ?z|take (?:it|that|this) back|put (?:it|that|this|things) back|go back|(?:didn'?t|did not|never) (?:mean|want|intend|meant|wanted|intended) to|(?:was|is) a mistake|by (?:mistake|accident)|shouldn'?t have)\b/i;
/** A second request said beside the undo: then the undo is not all that is asked. */
const AND_MORE =
  /\b(?:and|then)\s+(?:then\s+)?(?:add|create|make|rename|delete|remove|deploy|set|change|merge|drop)\b/i;
const NAME_WORDS = /\b[a-z][\w-]*\b/gi;

/**
 * "the invoices table was a mistake, can you undo it", "I need that notes column back, reverse
 * what you just did": words that take back, and names that are all the newest change's own.
 */
function takesBackLast(clause: string, ws: Workspace): boolean {
  const last = ws.after.history?.lastChange;
  if (!last || !TAKES_BACK.test(clause) || AND_MORE.test(clause)) return false;
  if (/\b(?:commit|deploy|deployment|release|merge)\b/i.test(clause)) return false;
  const own = new Set(
    last.instruction
      .toLowerCase()
      .split(/[^\w-]+/)
      .map(STEM),
  );
  const names = new Set([
    ...ws.after.database.tables.flatMap((t) => [t.name, ...t.columns.map((c) => c.name)]),
    ...(ws.after.git?.branches.map((b) => b.name) ?? []),
  ]);
  // "undo the visits table": a word said as a table or column names a thing too.
  const said =
    clause
      .toLowerCase()
      .match(/\b[a-z][\w-]*(?=\s+(?:table|column|field|branch|bucket|page)\b)/g) ?? [];
  const named = [
    ...(clause.toLowerCase().match(NAME_WORDS) ?? []).filter((w) => names.has(w)),
    ...said,
  ].filter((w) => !/^(?:that|this|the|a|new|last|my|our)$/.test(w));
  return named.every((w) => own.has(STEM(w)));
}

export function matchUndo(clause: string, ws: Workspace): ClauseResult {
  if (!UNDO.test(clause.trim()) && !describesLast(clause, ws) && !takesBackLast(clause, ws))
    return null;
  const history = ws.after.history;
  if (!history)
    return problem(
      'You asked to undo your last change.',
      "I cannot see this project's past changes from here; use Undo on the change's card in the chat or in History.",
      EXAMPLES,
    );
  const last = history.lastChange;
  if (!last)
    return problem(
      'You asked to undo your last change.',
      'Nothing has run in this project yet (or everything that ran was already undone), so there is nothing to undo. Tell me a change to make instead.',
      EXAMPLES,
    );
  if (last.blocker)
    return problem(
      `You asked to undo your last change, "${last.instruction}".`,
      `That change cannot be undone: ${last.blocker} You can make a new change that puts things the way you want them instead.`,
      EXAMPLES,
    );
  const what = `the undo of "${last.instruction}"`;
  return {
    understood: what,
    service: last.service,
    render: () => [
      {
        service: last.service,
        steps: [{ kind: 'operation.undo', operationId: last.id, service: last.service }],
        commands: last.reverseSql ?? [],
        summary: `This reverses your last change, "${last.instruction}" (${SERVICE_LABEL[last.service]}). ${last.undoWords}`,
        fileAs: {
          service: last.service,
          type: last.type,
          risk: 'medium',
          reason: `Your last change was filed under ${SERVICE_LABEL[last.service]}, so its undo is too.`,
        },
      },
    ],
  };
}
