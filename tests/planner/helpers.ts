import type { NotUnderstood, PlanDraft, ServiceChoice } from '@shared/contracts/plan';
import { planInstruction, type ContextTable, type PlannerContext } from '@shared/planner';
import { baselineContext } from './baseline-context';

/** Test helpers: plan or fail loudly, refuse or fail loudly, and small contexts. */

export function planOk(
  instruction: string,
  context: PlannerContext | undefined = baselineContext(),
  service?: ServiceChoice,
): PlanDraft & { after: PlannerContext } {
  const result = planInstruction(instruction, { context, service });
  if (!result.ok)
    throw new Error(
      `not planned: ${result.notUnderstood.understood} ${result.notUnderstood.message}`,
    );
  return { ...result.plan, after: result.after };
}

export function refused(
  instruction: string,
  context: PlannerContext | undefined = baselineContext(),
  service?: ServiceChoice,
): NotUnderstood {
  const result = planInstruction(instruction, { context, service });
  if (result.ok) throw new Error(`planned: ${JSON.stringify(result.plan.steps)}`);
  return result.notUnderstood;
}

/** Runs instructions in order, each on the outcome of the one before. */
export function contextAfter(...instructions: string[]): PlannerContext {
  let context = baselineContext();
  for (const instruction of instructions) context = planOk(instruction, context).after;
  return context;
}

export const sqlOf = (plan: PlanDraft): string[] =>
  plan.steps.flatMap((s) => (s.kind === 'sql' ? [s.sql] : []));

/** A context with one table of text columns and a row count. */
export function withTable(
  name: string,
  columns: string[],
  rowCount: number,
  extra: Partial<ContextTable> = {},
): PlannerContext {
  const context = baselineContext();
  context.database?.tables.push({
    name,
    rls: true,
    rowCount,
    policies: [],
    columns: [
      { name: 'id', type: 'uuid', nullable: false },
      ...columns.map((column) => ({ name: column, type: 'text', nullable: true })),
      { name: 'created_at', type: 'timestamp with time zone', nullable: false },
    ],
    ...extra,
  });
  return context;
}
