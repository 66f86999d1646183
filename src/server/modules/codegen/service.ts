import type { FastifyBaseLogger } from 'fastify';
import { EVENT_NAMES } from '@shared/contracts/analytics';
import type { GeneratedCode } from '@shared/contracts/codegen';
import { generateCode } from '@shared/codegen';
import { AppError } from '../../lib/errors';
import type { AnalyticsService } from '../analytics/service';
import type { CodeModel } from './openai-code-model';

export interface CodegenServiceDeps {
  analytics: AnalyticsService;
  /** The configured AI model; without one, the built-in rules write every answer. */
  model?: CodeModel | undefined;
  log?: Pick<FastifyBaseLogger, 'warn'>;
}

/** Live Code Generation: the configured model for signed-in users when there is one, else the rules. */
export function createCodegenService({ analytics, model, log }: CodegenServiceDeps) {
  async function fromModel(prompt: string): Promise<GeneratedCode | null> {
    if (!model) return null;
    try {
      return { ...(await model.generate(prompt)), source: 'model' };
    } catch (error) {
      log?.warn({ err: error }, 'the code model failed; using the built-in rules');
      return null;
    }
  }

  return {
    async generate(userId: string | null, prompt: string): Promise<GeneratedCode> {
      // Visitors get the built-in rules: model calls cost money and need an account.
      let result = userId ? await fromModel(prompt) : null;
      if (!result) {
        const rules = generateCode(prompt);
        if (!rules.ok) throw new AppError(422, 'prompt_not_understood', rules.message);
        result = {
          kind: rules.kind,
          language: rules.language,
          name: rules.name,
          code: rules.code,
          summary: rules.summary,
          source: 'rules',
        };
      }
      if (userId) {
        await analytics.record({
          userId,
          name: EVENT_NAMES.codeGenerated,
          properties: { kind: result.kind, name: result.name, source: result.source },
        });
      }
      return result;
    },
  };
}

export type CodegenService = ReturnType<typeof createCodegenService>;
