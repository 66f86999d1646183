import { describe, expect, it } from 'vitest';
import { examples } from '@content/help/examples';
import { glossary } from '@content/help/glossary';
import { guides } from '@content/help/guides';
import { checkExpect } from '../planner/expect';
import { runCase } from '../planner/predict';
import { instructionSequences, runBefore } from '../support/content-instructions';

/**
 * Every instruction the help library and the studio show a founder, through the planner alone,
 * in the order the text gives them: the plan it describes and the outcome the planner predicts.
 * tests/integration/content/instructions-plan.test.ts runs the same on a real project.
 */
describe('instructions shown to founders', () => {
  const steps = instructionSequences.flatMap((sequence) =>
    sequence.steps.map(
      (step, index) => [`${sequence.name}: ${step.instruction}`, sequence, index] as const,
    ),
  );

  it.each(steps)('%s', (_, sequence, index) => {
    const step = sequence.steps[index];
    if (!step) throw new Error('no step');
    const run = runCase({
      id: sequence.name,
      family: 'content',
      instruction: step.instruction,
      setup: runBefore(sequence.steps, index),
      expected: { service: step.plans.service, type: step.plans.type, risk: 'low' },
    });
    if (!run.ok) throw new Error(run.reason);
    expect({ service: run.plan.service, type: run.plan.type }).toEqual({
      service: step.plans.service,
      type: step.plans.type,
    });
    expect(checkExpect(step.plans.outcome ?? {}, run.snapshot)).toEqual([]);
  });

  it('quotes each instruction of a guide word for word in its text', () => {
    const missing = instructionSequences.flatMap(({ steps, prose }) =>
      prose === undefined
        ? []
        : steps
            .filter((s) => !prose.toLowerCase().includes(`"${s.instruction.toLowerCase()}"`))
            .map((s) => s.instruction),
    );
    expect(missing).toEqual([]);
  });

  it("quotes each of an example's next steps word for word in its text", () => {
    const missing = examples.flatMap(({ tryNext, content }) =>
      (tryNext ?? [])
        .filter((s) => !content.includes(`"${s.instruction}"`))
        .map((s) => s.instruction),
    );
    expect(missing).toEqual([]);
  });

  it('lists every quote of the help text as an instruction, unless it is only part of one', () => {
    // Words inside a longer instruction, or a description for Live Code Generation (not the planner).
    const notInstructions = [
      'a table called orders',
      'a due date',
      'a done checkbox',
      'archived',
      'a contact form with name, email and message',
    ];
    const listed = new Set(
      instructionSequences.flatMap((s) => s.steps.map((step) => step.instruction.toLowerCase())),
    );
    const unlisted = [...guides, ...glossary, ...examples].flatMap((item) =>
      [...item.content.matchAll(/"([^"]+)"/g)]
        .map((m) => m[1] ?? '')
        .filter((quote) => !listed.has(quote.toLowerCase()) && !notInstructions.includes(quote)),
    );
    expect(unlisted).toEqual([]);
  });
});
