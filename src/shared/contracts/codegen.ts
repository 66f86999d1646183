import { z } from 'zod';

export const CODE_PROMPT_MAX = 1000;

/** POST /api/codegen: a plain-English description of a component or a calculation. */
export const codegenBody = z.object({
  prompt: z
    .string({ error: 'Describe the code you want.' })
    .trim()
    .min(1, 'Describe the code you want.')
    .max(CODE_PROMPT_MAX, `Keep the description under ${CODE_PROMPT_MAX} characters.`),
});
export const codeKind = z.enum(['form', 'list', 'card', 'function']);
export type CodeKind = z.infer<typeof codeKind>;

export const generatedCode = z.object({
  kind: codeKind,
  language: z.enum(['tsx', 'typescript']),
  /** The exported component or function. */
  name: z.string(),
  code: z.string(),
  /** One plain-English sentence about what was written. */
  summary: z.string(),
  /** Written by the built-in rules, or by the configured AI model. */
  source: z.enum(['rules', 'model']),
});
export type GeneratedCode = z.infer<typeof generatedCode>;

export const codegenResponse = z.object({ result: generatedCode });
export type CodegenResponse = z.infer<typeof codegenResponse>;
