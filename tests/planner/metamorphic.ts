import type { PlanStep } from '@shared/contracts/plan';
import { planInstruction, type PlannerContext, type PlanResult } from '@shared/planner';
import type { CorpusCase } from './expect';
import { setUpCase } from './predict';
import { REWRITE_KINDS, rewrite, type KeptWords, type RewriteKind } from './rewrites';

/**
 * The metamorphic check (issue 29, item 6): every corpus case, rewritten each way `rewrites.ts`
 * knows, must get the same plan in-process as the original (steps with their SQL and arguments,
 * service, type and risk), or the same kind of answer when the original is a question or refusal.
 */

/** What must not change: the plan's classification and steps, or the kind of answer. */
type Answer =
  | { kind: 'plan'; service: string; type: string; risk: string; steps: unknown[] }
  | { kind: 'clarification'; choices: number }
  | { kind: 'action'; action: string }
  | { kind: 'refused'; message: string };

export interface RewriteRun {
  id: string;
  kind: RewriteKind;
  original: string;
  rewritten: string;
  ok: boolean;
  /** How the answer changed, in one line, when it did. */
  change?: string;
}

export interface MetamorphicReport {
  perKind: Record<RewriteKind, { applied: number; passed: number }>;
  runs: RewriteRun[];
  /** Instructions answered 422 with no question, connection form or alternatives of the planner's. */
  deadEnds: { corpus: number; rewrites: number; expectedRefusals: number };
  instructions: { corpus: number; rewrites: number };
}

function answerOf(result: PlanResult): Answer {
  if (result.ok) {
    const { service, type, risk, steps } = result.plan;
    // A step's description is prose for the card, not what runs.
    const run = steps.map((s) => (s.kind === 'sql' ? { kind: s.kind, sql: s.sql } : s));
    return { kind: 'plan', service, type, risk, steps: run };
  }
  if (result.clarification)
    return { kind: 'clarification', choices: result.clarification.choices.length };
  if (result.action)
    return {
      kind: 'action',
      action: `${result.action.kind}:${result.action.kind === 'show' ? result.action.screen : result.action.service}`,
    };
  return { kind: 'refused', message: result.notUnderstood.message };
}

const same = (a: Answer, b: Answer) =>
  a.kind === 'refused' ? b.kind === 'refused' : JSON.stringify(a) === JSON.stringify(b);

const short = (value: unknown) => {
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > 160 ? `${text.slice(0, 157)}...` : text;
};

function changeOf(before: Answer, after: Answer): string {
  if (after.kind === 'refused' && before.kind !== 'refused')
    return `${before.kind} became a refusal: ${short(after.message)}`;
  if (before.kind !== 'plan' || after.kind !== 'plan')
    return `${before.kind} became ${after.kind}: ${short(after)}`;
  const parts = (['service', 'type', 'risk'] as const)
    .filter((k) => before[k] !== after[k])
    .map((k) => `${k} ${before[k]} → ${after[k]}`);
  const at = before.steps.findIndex((s, i) => JSON.stringify(s) !== JSON.stringify(after.steps[i]));
  if (at >= 0 || before.steps.length !== after.steps.length) {
    const i = at >= 0 ? at : before.steps.length;
    parts.push(
      `step ${i + 1}: ${short(before.steps[i] ?? 'none')} → ${short(after.steps[i] ?? 'none')}`,
    );
  }
  return parts.join('; ');
}

const isDeadEnd = (r: PlanResult) =>
  !r.ok && !r.clarification && !r.action && !r.notUnderstood.alternatives?.length;

/** SQL words that name nothing of the founder's, so a typo in "default" or "references" is fair. */
const SQL_WORDS = new Set(
  'alter authenticated between cascade coalesce constraint current default distinct exists foreign interval primary references returning timestamptz'.split(
    ' ',
  ),
);

/** The words the original answer names or takes as values, so no rewrite changes them. */
function keptWords(result: PlanResult, context: PlannerContext): KeptWords {
  const names = new Set<string>();
  const values = new Set<string>();
  const addNames = (text: string) => {
    for (const w of text.toLowerCase().match(/[a-z]+/g) ?? []) if (!SQL_WORDS.has(w)) names.add(w);
  };
  const addValues = (text: string) => {
    for (const w of text.match(/[A-Za-z][A-Za-z'’]*/g) ?? []) values.add(w);
  };
  const walk = (value: unknown, key = ''): void => {
    if (typeof value === 'string') {
      addNames(value);
      if (key === 'sql')
        for (const literal of value.match(/'(?:[^']|'')*'/g) ?? []) addValues(literal);
      else if (!['kind', 'table', 'column', 'columns', 'description', 'service'].includes(key))
        addValues(value);
    } else if (Array.isArray(value)) value.forEach((v) => walk(v, key));
    else if (value && typeof value === 'object')
      for (const [k, v] of Object.entries(value)) walk(v, k);
  };
  if (result.ok) walk(result.plan.steps as PlanStep[]);
  for (const table of context.database?.tables ?? []) {
    addNames(table.name);
    table.columns.forEach((c) => addNames(c.name));
  }
  (context.database?.buckets ?? []).forEach(addNames);
  (context.git?.branches ?? []).forEach((b) => addNames(b.name));
  (context.hosting?.env ?? []).forEach((e) => addNames(e.key));
  return { names, values };
}

/** Runs every case and its rewrites through the planner, with the context its setup leaves. */
export function runMetamorphic(cases: readonly CorpusCase[]): MetamorphicReport {
  const perKind = Object.fromEntries(
    REWRITE_KINDS.map((k) => [k, { applied: 0, passed: 0 }]),
  ) as MetamorphicReport['perKind'];
  const report: MetamorphicReport = {
    perKind,
    runs: [],
    deadEnds: { corpus: 0, rewrites: 0, expectedRefusals: 0 },
    instructions: { corpus: 0, rewrites: 0 },
  };
  for (const c of cases) {
    const setup = setUpCase(c);
    if (!setup.ok) continue;
    const context = setup.context();
    const plan = (instruction: string) =>
      planInstruction(instruction, { context, service: c.service });
    const original = plan(c.instruction);
    report.instructions.corpus++;
    if (isDeadEnd(original)) {
      report.deadEnds.corpus++;
      if ('ok' in c.expected) report.deadEnds.expectedRefusals++;
    }
    const before = answerOf(original);
    const kept = keptWords(original, context);
    for (const kind of REWRITE_KINDS) {
      const rewritten = rewrite(kind, c.instruction, c.id, kept);
      if (rewritten === null) continue;
      const result = plan(rewritten);
      const after = answerOf(result);
      const ok = same(before, after);
      report.instructions.rewrites++;
      if (isDeadEnd(result)) report.deadEnds.rewrites++;
      perKind[kind].applied++;
      if (ok) perKind[kind].passed++;
      report.runs.push({
        id: c.id,
        kind,
        original: c.instruction,
        rewritten,
        ok,
        ...(ok ? {} : { change: changeOf(before, after) }),
      });
    }
  }
  return report;
}

export const rateOf = ({ applied, passed }: { applied: number; passed: number }) =>
  applied ? (100 * passed) / applied : 100;

/** The pass rate per rewrite kind, weakest first, and `examples` failures of each kind. */
export function printMetamorphic(report: MetamorphicReport, examples: number): void {
  console.log('  metamorphic rewrites (in-process, same plan as the original):');
  const kinds = [...REWRITE_KINDS].sort(
    (a, b) => rateOf(report.perKind[a]) - rateOf(report.perKind[b]),
  );
  for (const kind of kinds) {
    const { applied, passed } = report.perKind[kind];
    console.log(
      `    ${kind.padEnd(16)} ${passed}/${applied} passed (${rateOf(report.perKind[kind]).toFixed(1)}%)`,
    );
    for (const run of report.runs.filter((r) => r.kind === kind && !r.ok).slice(0, examples))
      console.log(`      ${run.id}: ${JSON.stringify(run.rewritten)}\n        ${run.change}`);
  }
  const all = REWRITE_KINDS.reduce(
    (sum, k) => ({
      applied: sum.applied + report.perKind[k].applied,
      passed: sum.passed + report.perKind[k].passed,
    }),
    { applied: 0, passed: 0 },
  );
  console.log(
    `    all rewrites     ${all.passed}/${all.applied} passed (${rateOf(all).toFixed(1)}%)`,
  );
}
