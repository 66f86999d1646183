import { examplePrompts } from '@content/help/example-prompts';
import { examples } from '@content/help/examples';
import { glossary } from '@content/help/glossary';
import { guides } from '@content/help/guides';
import type { PlannedInstruction } from '@content/schemas';
import { studioInstructions } from '@content/studio-instructions';

/**
 * Every instruction the help library and the studio show a founder, grouped as they are read: the
 * instructions of one guide or example run in order on one project, the rest each on its own.
 */
export interface InstructionSequence {
  name: string;
  steps: readonly PlannedInstruction[];
  /** The text the instructions are quoted in, when they are quoted in prose. */
  prose?: string;
}

export const instructionSequences: readonly InstructionSequence[] = [
  ...[...guides, ...glossary].flatMap((item) =>
    item.instructions?.length
      ? [{ name: `help ${item.id}`, steps: item.instructions, prose: item.content }]
      : [],
  ),
  ...examples.map((example) => ({
    name: `help example ${example.id}`,
    steps: [...example.instructions, ...(example.tryNext ?? [])],
  })),
  ...examplePrompts.map((prompt) => ({ name: `example prompt ${prompt.id}`, steps: [prompt] })),
  ...Object.entries(studioInstructions).map(([name, step]) => ({
    name: `studio ${name}`,
    steps: [step],
  })),
];

/** The instructions to run before a step: the steps before it in its sequence, with their givens. */
export const runBefore = (steps: readonly PlannedInstruction[], index: number): string[] =>
  steps
    .slice(0, index + 1)
    .flatMap((step, i) => [...(step.given ?? []), ...(i < index ? [step.instruction] : [])]);
