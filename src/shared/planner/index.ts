import type {
  Clarification,
  NotUnderstood,
  PlanAction,
  PlanDraft,
  Service,
  ServiceChoice,
} from '@shared/contracts/plan';
import { appQuestion, stripAppIntro } from './app-sentences';
import { SERVICE_LABEL, classify } from './classify';
import type { PlannerContext } from './context';
import { assemblePlan, orderPieces } from './explain';
import { matchBesideAsides, matchClause, matchCompound } from './matchers';
import { leftOverPaste, splitPasted } from './pasted-rows';
import { fixNearMisses } from './near-misses';
import { leftOverList, splitListed } from './row-lists';
import { asksToUndo } from './undo';
import { clarifyVague } from './vague-requests';
import { tableRequests } from './table-intents';
import { refusesPrivilegeSql } from './typed-sql';
import { readByMeaning, readWhole } from './whole-readings';
import { createWorkspace, tablesOf, type Workspace } from './workspace';
import { listWords } from './names';
import { ask, isProblem, type Piece, type Problem, type Understood } from './pieces';
import {
  asksForData,
  isAside,
  isRemarkBesideQuestion,
  isOpeningRemark,
  statesWhy,
  isBusinessContext,
  isFiller,
  normalizeInstruction,
  placeLast,
  plainSentences,
  usualWords,
  splitClauses,
  stripPoliteness,
  stripPurpose,
  takeTableName,
} from './text';

export type { PlannerContext } from './context';
export type { ContextChange, ContextDeploy, ContextTable, Divergence } from './context';
export { divergenceKey } from './context';
export { splitRequirements } from './requirements';
export { detectService } from './classify';
export { undoFiling } from './undo';
export { describeSiteEdit, siteCommands, siteEditMessage } from './site-content';

export interface PlanOptions {
  /** The service the founder picked; 'auto' (the default) lets the keyword rules decide. */
  service?: ServiceChoice;
  /** The project's live state; without it the planner plans without checking what exists. */
  context?: PlannerContext;
}

export type PlanResult =
  | {
      ok: true;
      plan: PlanDraft;
      /** The project as the planner expects it after the plan runs (the context, updated). */
      after: PlannerContext;
    }
  | {
      ok: false;
      notUnderstood: NotUnderstood;
      /** A question to ask instead of refusing: the sentence has several readings. */
      clarification?: Clarification;
      /** Something the studio does in its own screens, such as opening a connection form. */
      action?: PlanAction;
      /** Tables that each have the column the instruction named without its table. */
      ambiguousTables?: string[];
    };

type NotPlanned = Extract<PlanResult, { ok: false }>;

/** Example phrasings per service, with the project's own names where we know them. */
function examplesFor(service: Service, ws: Workspace): string[] {
  if (service === 'git')
    return [
      'Create a branch called feature/login from main',
      'Merge feature/login into main',
      'Open a pull request from feature/login to main',
    ];
  if (service === 'hosting')
    return [
      'Deploy main to production',
      'Set API_URL to https://api.example.com',
      'Add the domain shop.example.com',
    ];
  const table = tablesOf(ws).find((t) => t.name !== 'profiles')?.name;
  return [
    'Create a tasks table with title (required), done (checkbox) and due date, and let each user see only their own tasks',
    table
      ? `Add a notes column to ${table}`
      : 'Add a customers table with name, email (unique) and phone',
    table ? `Only the owner can see their ${table}` : 'Create a public bucket for profile pictures',
  ];
}

function notUnderstood(
  problems: readonly Problem[],
  understood: readonly Understood[],
): NotPlanned {
  const first = problems[0] as Problem;
  const clarification = problems.find((p) => p.clarification)?.clarification;
  const action = problems.find((p) => p.action)?.action;
  const alternatives = problems.flatMap((p) => p.alternatives ?? []).slice(0, 4);
  const ambiguousTables = problems.find((p) => p.ambiguousTables)?.ambiguousTables;
  const parts = understood.map((u) => u.understood);
  const summary = [
    parts.length ? `I understood: ${listWords(parts)}.` : '',
    ...problems.map((p) => p.understood),
  ].filter(Boolean);
  return {
    ok: false,
    ...(clarification ? { clarification } : {}),
    ...(action ? { action } : {}),
    ...(ambiguousTables ? { ambiguousTables } : {}),
    notUnderstood: {
      understood: [...new Set(summary)].join(' '),
      message: [...new Set(problems.map((p) => p.message))].join(' '),
      ...(alternatives.length ? { alternatives } : {}),
      examples:
        first.examples.length >= 2
          ? first.examples.slice(0, 3)
          : [
              ...first.examples,
              'Create a tasks table with title and done',
              'Deploy main to production',
            ].slice(0, 3),
    },
  };
}

/**
 * Turns a plain-English instruction into a plan, or says clearly what it could not understand.
 * Deterministic and pure: no network, no model, no Node APIs; the caller's context is not changed.
 */
export function planInstruction(instruction: string, options: PlanOptions = {}): PlanResult {
  const privileged = refusesPrivilegeSql(instruction);
  if (privileged) return { ok: false, notUnderstood: privileged };
  const result = planRead(instruction, options);
  if (result.ok) return result;
  if (!result.ambiguousTables) return askWhichBranch(instruction, options, result) ?? result;
  const { ambiguousTables, ...refused } = result;
  return askWhichTable(instruction, options, ambiguousTables) ?? refused;
}

/** "delete the summer branch" with summer-2024 and summer-sale: which one, never a guess. */
function askWhichBranch(
  instruction: string,
  options: PlanOptions,
  refused: PlanResult,
): PlanResult | undefined {
  if (refused.ok || refused.clarification) return undefined;
  const missing = refused.notUnderstood.message.match(
    /There is no branch called ([\w./-]+)\./,
  )?.[1];
  if (!missing) return undefined;
  const said = new RegExp(`\\b${missing.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`, 'i');
  const readings = (options.context?.git?.branches ?? [])
    .map((b) => b.name)
    .filter((name) =>
      name
        .toLowerCase()
        .split(/[-_/.]/)
        .includes(missing.toLowerCase()),
    )
    .map((name) => ({ name, instruction: instruction.replace(said, name) }))
    .filter((r) => planRead(r.instruction, options).ok);
  if (readings.length < 2) return undefined;
  const question = `Which branch do you mean: ${listWords(
    readings.map((r) => r.name),
    'or',
  )}?`;
  return {
    ok: false,
    clarification: {
      question,
      choices: readings.slice(0, 4).map((r) => ({ label: r.name, instruction: r.instruction })),
    },
    notUnderstood: {
      understood: `There is no branch called ${missing}.`,
      message: question,
      examples: readings.slice(0, 3).map((r) => r.instruction),
    },
  };
}

function planRead(instruction: string, options: PlanOptions): PlanResult {
  // Listed rows are read apart first; when that reading fails, the instruction is read whole.
  const listed = splitPasted(instruction) ? undefined : splitListed(instruction);
  const read = listed ? planText(listed.intro, options, listed.rows) : undefined;
  // The plan keeps the founder's whole instruction, rows included, as the card and history show it.
  if (read?.ok) return { ...read, plan: { ...read.plan, instruction: instruction.trim() } };
  return planText(instruction, options);
}

/**
 * "Make email required" when customers and staff both have an email: the instruction said again
 * for each table, kept where it plans; one that plans is the reading, several are asked about.
 */
function askWhichTable(
  instruction: string,
  options: PlanOptions,
  tables: readonly string[],
): PlanResult | undefined {
  const said = stripPoliteness(normalizeInstruction(instruction).replace(/[.!?]+$/, ''));
  // "make the price column a number": the table also fits right after the column's word.
  const readings = tables.flatMap((table) => {
    const tried = [
      `${said} in ${table}`,
      said.replace(/\b(column|field)\b/i, `$1 in ${table}`),
      said.replace(/\b(?:it|that|this|them)\b/i, table),
    ];
    const instruction = tried.find((t) => t !== said && planRead(t, options).ok);
    return instruction ? [{ table, instruction }] : [];
  });
  const only = readings.length === 1 ? readings[0] : undefined;
  const planned = only ? planRead(only.instruction, options) : undefined;
  if (planned?.ok)
    return { ...planned, plan: { ...planned.plan, instruction: instruction.trim() } };
  if (readings.length < 2) return undefined;
  const question = `Which table do you mean: ${listWords(readings.map((r) => r.table))}?`;
  return {
    ok: false,
    clarification: {
      question,
      choices: readings
        .slice(0, 4)
        .map((r) => ({ label: `In ${r.table}`, instruction: r.instruction })),
    },
    notUnderstood: {
      understood: `Several tables fit "${said}".`,
      message: question,
      examples: readings.slice(0, 3).map((r) => r.instruction),
    },
  };
}

function planText(instruction: string, options: PlanOptions, listed?: string[]): PlanResult {
  const byClauses = planFrom(instruction, options, 'clauses', listed);
  if (byClauses.ok || byClauses.action) return byClauses;
  // "mint balm is discontinued. delete it": a question about "it" beside a remark no rule read may
  // be answered by the whole, where the remark says what "it" is.
  if (byClauses.clarification) {
    if (!byClauses.notUnderstood.message.includes(NOT_READ)) return byClauses;
    const whole = planFrom(instruction, options, 'whole-meaning', listed);
    return whole.ok ? whole : byClauses;
  }
  // Read clause by clause, some requests lose what ties them together ("…, switch it off").
  const unread = byClauses.notUnderstood.message.startsWith(NOT_READ);
  const whole = planFrom(instruction, options, unread ? 'whole' : 'whole-meaning', listed);
  return whole.ok || whole.clarification ? whole : byClauses;
}

/** The clause read around the remarks beside it; the project's names are read once for all of them. */
function besideAsides(body: string, ws: Workspace) {
  const names = projectNames(ws);
  return matchBesideAsides(body, ws, (piece) => isAside(piece, names));
}

/** The names a remark may mention that make it more than a remark: tables, columns, branches, buckets. */
function projectNames(ws: Workspace): string[] {
  const tables = tablesOf(ws);
  return [
    ...tables.map((t) => t.name),
    ...tables
      .flatMap((t) => t.columns.map((c) => c.name))
      .filter((n) => !/^(?:id|created_at)$/.test(n)),
    ...(ws.after.git?.branches.map((b) => b.name).filter((n) => n !== 'main') ?? []),
    ...(ws.after.database.buckets ?? []),
  ];
}

/** A request that only points back at what the clause before it asked: "get rid of it". */
const SAME_AGAIN =
  /^(?:get rid of|remove|delete|drop|bin|scrap|lose|ditch|do)\s+(?:it|that|them|this)(?:\s+(?:then|too|please|pls))?$/i;

/** How a clause no rule read starts its message; only such a dead end is read again by every rule. */
const NOT_READ = 'I could not turn';

function planFrom(
  instruction: string,
  options: PlanOptions,
  reading: 'clauses' | 'whole' | 'whole-meaning',
  listed?: string[],
): PlanResult {
  const pasted = splitPasted(instruction);
  const branches = options.context?.git?.branches.map((b) => b.name) ?? [];
  const said = plainSentences(
    usualWords(fixNearMisses(normalizeInstruction(pasted?.intro ?? instruction), options.context)),
  );
  const named = takeTableName(said);
  const tabled = tableRequests(named.text, createWorkspace(options.context));
  const text = placeLast(tabled, branches);
  const choice = options.service ?? 'auto';
  // Filed by the words as said: moving "on docs," to the end must not add the word "branch".
  const classification = classify(tabled, choice);
  const ws = createWorkspace(options.context);
  if (pasted) ws.pasted = pasted.grid;
  if (listed) ws.listed = listed;
  if (named.name) ws.namedAs = named.name;
  const service = classification.service.service;
  if (!text) {
    return notUnderstood(
      [
        {
          understood: 'The instruction is empty.',
          message: 'Type what you want to do.',
          examples: examplesFor(service, ws),
        },
      ],
      [],
    );
  }
  const understood: Understood[] = [];
  /** The words each reading came from, to offer them one at a time when they must go apart. */
  const saidBy = new Map<Understood, string>();
  const problems: Problem[] = [];
  const ignored: string[] = [];
  const unread: string[] = [];
  // An undo with asides ("oops, go back, I didn't want that") is one request, not several.
  const clauses =
    reading !== 'clauses' || asksToUndo(text) ? [{ text, sentence: 0 }] : splitClauses(text);
  for (const clause of clauses) {
    const body = stripPurpose(stripAppIntro(stripPoliteness(clause.text)));
    if (!body || isFiller(body)) {
      ignored.push(clause.text);
      continue;
    }
    const result =
      reading === 'clauses'
        ? (matchClause(body, ws) ?? readByMeaning(body, ws))
        : readWhole(body, ws, reading === 'whole');
    const parts =
      reading === 'clauses' && (result === null || isProblem(result))
        ? matchCompound(body, ws)
        : null;
    const beside =
      reading === 'clauses' && !parts && (result === null || isProblem(result))
        ? besideAsides(body, ws)
        : null;
    const lastSentence = clauses.at(-1)?.sentence ?? 0;
    const before = understood.length;
    if (parts) understood.push(...parts);
    else if (beside) {
      understood.push(...beside.understood);
      ignored.push(...beside.asides);
      if (beside.question) problems.push(beside.question);
    } else if (result === null && clause.sentence < lastSentence && isBusinessContext(body))
      ignored.push(clause.text);
    else if (result === null) unread.push(clause.text);
    // "nobody fills in the latin name, get rid of it": "it" is what the clause before already removes.
    else if (isProblem(result) && understood.length && SAME_AGAIN.test(body))
      ignored.push(clause.text);
    else if (isProblem(result)) problems.push(result.problem);
    else understood.push(result);
    for (const u of understood.slice(before)) saidBy.set(u, body);
  }
  // "nvm, undo", "delete the old branch, we're not doing that any more": the remark is left out.
  const names = projectNames(ws);
  const onlyQuestions = understood.length > 0 && [...saidBy.values()].every(asksForData);
  for (const text of unread) {
    if (
      understood.length &&
      (isAside(text, names) ||
        (onlyQuestions && isRemarkBesideQuestion(text, names)) ||
        statesWhy(text, [...saidBy.values()]) ||
        (clauses[0]?.text === text && isOpeningRemark(text, names)))
    )
      ignored.push(text);
    else
      problems.push({
        understood: `This reads as an instruction for ${SERVICE_LABEL[service]}.`,
        message: `${NOT_READ} "${text}" into steps, so nothing will be planned for it.`,
        examples: examplesFor(service, ws),
      });
  }
  // A lead-in about the business says nothing of what is asked, so the rest is read alone.
  // An aside inside a clause ("…, the environment is all ready") is left out of it too.
  const asked = ignored
    .reduce(
      (text, aside) => text.replace(aside, ' '),
      clauses
        .map((c) => c.text)
        .filter((t) => !ignored.includes(t))
        .join(' '),
    )
    .replace(/\s+/g, ' ')
    .trim();
  const leftOver = leftOverPaste(ws) ?? leftOverList(ws.listed);
  if (leftOver) problems.push(leftOver);
  if (problems.length) {
    const deadEnd = !problems.some((p) => p.clarification || p.action);
    const vague =
      deadEnd && understood.length === 0 && !ws.pasted && !ws.listed
        ? clarifyVague(asked, ws)
        : null;
    return notUnderstood(vague && isProblem(vague) ? [vague.problem] : problems, understood);
  }
  if (understood.length === 0) {
    // "I'm building a booking app" says what, not how: asking beats a refusal.
    const vague = ignored.map((text) => appQuestion(stripPoliteness(text), ws)).find(isProblem);
    if (vague) return notUnderstood([vague.problem], []);
    return notUnderstood(
      [
        {
          understood: 'That reads as a greeting or a description, not a change.',
          message: 'Tell me what to change, create or deploy.',
          examples: examplesFor(service, ws),
        },
      ],
      [],
    );
  }
  if (choice !== 'auto') {
    const foreign = understood.filter((u) => u.service !== choice);
    if (foreign.length) {
      const other = foreign[0]?.service as Service;
      return notUnderstood(
        [
          {
            understood: `You chose ${SERVICE_LABEL[choice]}, but "${listWords(foreign.map((u) => u.understood))}" is a change for ${SERVICE_LABEL[other]}.`,
            message: `Switch the service to ${SERVICE_LABEL[other]} or to auto, or rephrase it as a ${SERVICE_LABEL[choice]} change.`,
            examples: examplesFor(choice, ws),
          },
        ],
        understood.filter((u) => u.service === choice),
      );
    }
  }
  // "Ann paid me, tick her off as paid" says one change twice: it is planned once.
  const pieces = orderPieces(understood.flatMap((u) => u.render())).filter(
    (piece, i, all) =>
      piece.steps.length === 0 ||
      all.findIndex((p) => JSON.stringify(p.steps) === JSON.stringify(piece.steps)) === i,
  );
  const apart = pieces.find((p) => p.fileAs && !p.fileAs.withOthers);
  const oneAtATime = understood.filter((u) => saidBy.has(u));
  // "change the headline and then deploy it": each part is offered on its own, the first one first.
  if (apart && pieces.length > 1 && oneAtATime.length > 1 && apart.fileAs?.type === 'content') {
    const { problem: question } = ask(
      `I understood: ${listWords(understood.map((u) => u.understood))}.`,
      'Changes to the site are planned on their own. Which should I plan first?',
      oneAtATime.map((u) => ({
        label: u.understood.charAt(0).toUpperCase() + u.understood.slice(1),
        // "deploy it" means nothing alone: what was understood says it in full.
        instruction: /\b(?:it|that|this|them)\b/i.test(saidBy.get(u) ?? '')
          ? u.understood
          : (saidBy.get(u) ?? u.understood),
      })),
    );
    return notUnderstood([question], []);
  }
  if (apart && pieces.length > 1) {
    return notUnderstood(
      [
        {
          understood: `I understood: ${listWords(understood.map((u) => u.understood))}.`,
          message:
            apart.fileAs?.type === 'query'
              ? 'Ask a question on its own, then ask for changes in a separate message.'
              : apart.fileAs?.type === 'rls'
                ? 'Turning off row level security is planned on its own: ask for it first, then for the next change.'
                : apart.fileAs?.type === 'content'
                  ? 'Changes to the site are planned on their own: ask for them first, then for the next change.'
                  : 'An undo runs on its own: ask for it first, then for the next change.',
          examples: examplesFor(service, ws),
        },
      ],
      [],
    );
  }
  // The engine runs database changes together in one transaction, so sign-in switches go alone.
  const signIn = (p: Piece) => p.steps.some((s) => s.kind.startsWith('auth.'));
  if (pieces.some(signIn) && !pieces.every(signIn)) {
    return notUnderstood(
      [
        {
          understood: `I understood: ${listWords(understood.map((u) => u.understood))}.`,
          message:
            'Sign-in settings are changed on their own: ask for them first, then for the next change.',
          examples: examplesFor(service, ws),
        },
      ],
      [],
    );
  }
  if (pieces.every((p) => p.steps.length === 0)) {
    const why = pieces.flatMap((p) => p.notes ?? []);
    return notUnderstood(
      [
        {
          understood: `I understood: ${listWords(understood.map((u) => u.understood))}.`,
          message: why.length
            ? `${why.join(' ')} There is nothing to change.`
            : 'That changes nothing by itself.',
          examples: examplesFor(service, ws),
        },
      ],
      [],
    );
  }
  const plan = assemblePlan({
    instruction: instruction.trim(),
    classification: ignored.length ? classify(asked, choice) : classification,
    pieces,
    ws,
    ignored,
  });
  return { ok: true, plan, after: ws.after };
}
export { draftFromModel, modelProposal, type ModelProposal } from './from-model';
