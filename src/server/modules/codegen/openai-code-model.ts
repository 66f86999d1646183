import { z } from 'zod';
import { codeKind } from '@shared/contracts/codegen';

/** What a model returns for a prompt, before it is checked. */
export const modelAnswer = z.object({
  kind: codeKind,
  language: z.enum(['tsx', 'typescript']),
  name: z.string().regex(/^[A-Za-z_$][A-Za-z0-9_$]{0,79}$/, 'not an identifier'),
  summary: z.string().trim().min(1).max(400),
  code: z.string().min(1).max(20_000),
});
export type ModelAnswer = z.infer<typeof modelAnswer>;

export interface CodeModel {
  /** Resolves with a checked answer, or rejects; the caller then falls back to the built-in rules. */
  generate(prompt: string): Promise<ModelAnswer>;
}

export interface OpenAiModelOptions {
  baseUrl: string;
  apiKey: string;
  model: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

const SYSTEM_PROMPT = [
  'You write small pieces of code for non-technical founders.',
  'Given a description, write either one React function component in TypeScript (TSX) for a form, list or card, or one TypeScript function for a calculation.',
  'Use only React and the standard library. No comments that are not needed. Export the component or function by name.',
  'Answer with JSON only: {"kind":"form"|"list"|"card"|"function","language":"tsx"|"typescript","name":"ExportedName","summary":"one plain-English sentence","code":"the full file"}.',
].join(' ');

/** The exported name must really be exported by the code, so a display never shows something else. */
function exportsName(answer: ModelAnswer): boolean {
  const name = answer.name.replace(/\$/g, '\\$');
  return new RegExp(`export\\s+(?:async\\s+)?(?:function|const|class)\\s+${name}\\b`).test(
    answer.code,
  );
}

/** Any OpenAI-compatible chat completions endpoint (LLM_BASE_URL, LLM_API_KEY, LLM_MODEL). */
export function createOpenAiCodeModel(options: OpenAiModelOptions): CodeModel {
  const request = options.fetch ?? fetch;
  const url = `${options.baseUrl.replace(/\/$/, '')}/chat/completions`;
  return {
    async generate(prompt) {
      const response = await request(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${options.apiKey}` },
        body: JSON.stringify({
          model: options.model,
          temperature: 0.2,
          response_format: { type: 'json_object' },
          messages: [
            { role: 'system', content: SYSTEM_PROMPT },
            { role: 'user', content: prompt },
          ],
        }),
        signal: AbortSignal.timeout(options.timeoutMs ?? 20_000),
      });
      if (!response.ok) throw new Error(`the model endpoint answered ${response.status}`);
      const body = (await response.json()) as { choices?: { message?: { content?: unknown } }[] };
      const content = body.choices?.[0]?.message?.content;
      if (typeof content !== 'string') throw new Error('the model answered without content');
      // Some models wrap JSON in a Markdown fence despite being asked not to.
      const json = content.replace(/^\s*```(?:json)?\s*|\s*```\s*$/g, '');
      const answer = modelAnswer.parse(JSON.parse(json));
      if (!exportsName(answer)) throw new Error(`the model's code does not export ${answer.name}`);
      return answer;
    },
  };
}

/** The configured model, or undefined when no model endpoint is configured. */
export function codeModelFromConfig(
  llm: { baseUrl: string; apiKey: string; model: string } | null,
): CodeModel | undefined {
  return llm ? createOpenAiCodeModel(llm) : undefined;
}
