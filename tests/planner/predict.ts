import type { NotUnderstood, PlanDraft, PlanStep } from '@shared/contracts/plan';
import { DEFAULT_AUTH_SETTINGS } from '@shared/contracts/project-auth';
import { planInstruction, undoFiling, type PlannerContext } from '@shared/planner';
import { undoBlocker } from '@server/modules/operations/undo-actions';
import { baselineContext } from './baseline-context';
import type { CorpusCase, OutcomeSnapshot } from './expect';

/**
 * Runs a corpus case through the planner alone: setup instructions first, each plan's predicted
 * outcome (`after`) becoming the next context. Git history is followed commit by commit so
 * merges, resets and rebases can be checked; everything else comes from the planner's own model.
 */

interface Commit {
  id: number;
  files: Record<string, boolean>;
}

class History {
  private next = 1;
  readonly branches = new Map<string, Commit[]>([['main', []]]);
  readonly merged: { source: string; target: string }[] = [];
  readonly tags: string[] = [];

  /** A copy to go back to when a later plan undoes the change made after it. */
  clone(): History {
    const copy = new History();
    copy.next = this.next;
    copy.branches.clear();
    for (const [name, commits] of this.branches) copy.branches.set(name, [...commits]);
    copy.merged.push(...this.merged);
    copy.tags.push(...this.tags);
    return copy;
  }

  apply(step: PlanStep): void {
    const b = this.branches;
    switch (step.kind) {
      case 'git.createBranch':
        b.set(step.name, [...(b.get(step.from) ?? [])]);
        break;
      case 'git.deleteBranch':
        b.delete(step.name);
        break;
      case 'git.commitFiles':
        b.set(step.branch, [
          ...(b.get(step.branch) ?? []),
          { id: this.next++, files: Object.fromEntries(step.files.map((f) => [f.path, true])) },
        ]);
        break;
      case 'git.merge': {
        const target = b.get(step.target) ?? [];
        const missing = (b.get(step.source) ?? []).filter((c) => !target.includes(c));
        b.set(step.target, [...target, ...missing]);
        this.merged.push({ source: step.source, target: step.target });
        break;
      }
      case 'git.reset': {
        const back = Number(step.ref.match(/^HEAD~(\d+)$/)?.[1] ?? 0);
        b.set(
          step.branch,
          (b.get(step.branch) ?? []).slice(
            0,
            Math.max(0, (b.get(step.branch)?.length ?? 0) - back),
          ),
        );
        break;
      }
      case 'git.rebase': {
        const onto = b.get(step.onto) ?? [];
        b.set(step.branch, [
          ...onto,
          ...(b.get(step.branch) ?? []).filter((c) => !onto.includes(c)),
        ]);
        break;
      }
      case 'git.revert': {
        const commits = b.get(step.branch) ?? [];
        const back = Number(step.ref.match(/^HEAD~(\d+)$/)?.[1] ?? 0);
        const undone = commits[commits.length - 1 - back];
        const files = Object.fromEntries(Object.keys(undone?.files ?? {}).map((p) => [p, false]));
        b.set(step.branch, [...commits, { id: this.next++, files }]);
        break;
      }
      case 'git.tag':
        this.tags.push(step.name);
        break;
      case 'content.edit': {
        // Only a new page is known without the files; the server finds the other edits.
        const pages = step.edits.flatMap((e) => (e.op === 'addPage' ? [`${e.name}.html`] : []));
        b.set(step.branch, [
          ...(b.get(step.branch) ?? []),
          { id: this.next++, files: Object.fromEntries(pages.map((p) => [p, true])) },
        ]);
        break;
      }
      default:
        break;
    }
  }

  /** Files on the branch after its commits in order (a revert marks a file as gone). */
  files(branch: string): string[] {
    const present = new Map<string, boolean>();
    for (const commit of this.branches.get(branch) ?? [])
      for (const [path, there] of Object.entries(commit.files)) present.set(path, there);
    return [...present].filter(([, there]) => there).map(([path]) => path);
  }
}

export type CaseRun =
  | { ok: true; plan: PlanDraft; snapshot: OutcomeSnapshot; setupPlans: PlanDraft[] }
  | { ok: false; reason: string; setupFailed: boolean; notUnderstood?: NotUnderstood };

export function snapshotOf(context: PlannerContext, history: History): OutcomeSnapshot {
  const tables: OutcomeSnapshot['tables'] = {};
  for (const table of context.database?.tables ?? []) {
    tables[table.name] = {
      columns: Object.fromEntries(
        table.columns.map((c) => [
          c.name,
          { type: c.type, nullable: c.nullable, default: c.default ?? null, unique: c.unique },
        ]),
      ),
      rls: table.rls,
      policies: table.policies.length,
      foreignKeys: (table.foreignKeys ?? []).map((k) => ({
        columns: k.columns,
        references: { schema: k.references.schema, table: k.references.table },
      })),
      indexes: (table.indexes ?? []).map((i) => ({ columns: i.columns, unique: i.unique })),
    };
  }
  return {
    tables,
    buckets: context.database?.buckets ?? [],
    branches: context.git?.branches.map((b) => b.name) ?? [],
    files: Object.fromEntries(
      [...history.branches.keys()].map((name) => [name, history.files(name)]),
    ),
    merged: history.merged,
    tags: history.tags,
    pullRequests: context.git?.pullRequests ?? [],
    collaborators: context.git?.collaborators ?? [],
    deploys: (context.hosting?.deploys ?? []).map((d) => ({
      branch: d.branch,
      context: d.context ?? 'production',
      live: d.live,
    })),
    env: context.hosting?.env ?? [],
    domains: context.hosting?.domains ?? [],
    siteDeleted: context.hosting?.exists === false,
    auth: context.database?.auth ?? DEFAULT_AUTH_SETTINGS,
  };
}

/** A change that ran, with the project as it was before it, so "undo my last change" can go back. */
interface Standing {
  id: string;
  plan: PlanDraft;
  before: PlannerContext;
  history: History;
}

/** Why the server would say a plan cannot be undone, from its steps alone. */
function blockerOf(plan: PlanDraft): { blocker?: string } {
  const blocker = plan.steps.map(undoBlocker).find((b) => b !== null);
  return blocker ? { blocker } : {};
}

const changeId = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

/** The context with the newest standing change as the planner's history, as the server gives it. */
function withHistory(context: PlannerContext, standing: readonly Standing[]): PlannerContext {
  const last = standing[standing.length - 1];
  return {
    ...context,
    history: {
      lastChange: last
        ? {
            id: last.id,
            ...undoFiling(last.plan),
            instruction: last.plan.instruction,
            undoWords: 'Undo puts it back.',
            ...blockerOf(last.plan),
          }
        : null,
    },
  };
}

/** A case's setup, planned in order on a fresh project, and the planner context it leaves. */
export type CaseSetup =
  | {
      ok: true;
      setupPlans: PlanDraft[];
      /** The context the case's own instruction is planned with (the last change as history). */
      context: () => PlannerContext;
      /** Applies a plan to the predicted project: its steps, or the undo of the change it names. */
      apply: (plan: PlanDraft, after: PlannerContext) => void;
      snapshot: () => OutcomeSnapshot;
    }
  | { ok: false; reason: string };

export function setUpCase(testCase: Pick<CorpusCase, 'setup'>): CaseSetup {
  let context = baselineContext();
  let history = new History();
  const standing: Standing[] = [];
  const setupPlans: PlanDraft[] = [];
  const apply = (plan: PlanDraft, after: PlannerContext) => {
    const undo = plan.steps.find((s) => s.kind === 'operation.undo');
    if (undo) {
      const undone = standing.pop();
      context = undone?.before ?? context;
      history = undone?.history ?? history;
      return;
    }
    if (plan.type !== 'query')
      standing.push({
        id: changeId(standing.length + setupPlans.length + 1),
        plan,
        before: context,
        history: history.clone(),
      });
    plan.steps.forEach((step) => history.apply(step));
    context = after;
  };
  for (const instruction of testCase.setup ?? []) {
    const result = planInstruction(instruction, { context: withHistory(context, standing) });
    if (!result.ok)
      return { ok: false, reason: `setup "${instruction}": ${result.notUnderstood.message}` };
    apply(result.plan, result.after);
    setupPlans.push(result.plan);
  }
  return {
    ok: true,
    setupPlans,
    context: () => withHistory(context, standing),
    apply,
    snapshot: () => snapshotOf(context, history),
  };
}

export function runCase(testCase: CorpusCase): CaseRun {
  const setup = setUpCase(testCase);
  if (!setup.ok) return { ok: false, setupFailed: true, reason: setup.reason };
  const result = planInstruction(testCase.instruction, {
    context: setup.context(),
    service: testCase.service,
  });
  if (!result.ok)
    return {
      ok: false,
      setupFailed: false,
      reason: `${result.notUnderstood.understood} ${result.notUnderstood.message}`,
      notUnderstood: result.notUnderstood,
    };
  setup.apply(result.plan, result.after);
  return { ok: true, plan: result.plan, snapshot: setup.snapshot(), setupPlans: setup.setupPlans };
}
