import { z } from 'zod';
import { AI_MAX_TOKENS, AI_TEMPERATURE, aiModels } from '@content/ai-models';
import { aiModelId, type NumberRange } from '@content/schemas';

const slider = (range: NumberRange) =>
  z.number().min(range.min).max(range.max).multipleOf(range.step);

/** A user's saved AI settings; a model that is not available yet cannot be chosen. */
export const aiSettings = z.object({
  modelId: aiModelId.refine(
    (id) => aiModels.some((model) => model.id === id && model.available),
    'This model is not available yet',
  ),
  temperature: slider(AI_TEMPERATURE),
  maxTokens: slider(AI_MAX_TOKENS),
  streamResponses: z.boolean(),
  contextAwareness: z.boolean(),
});
export type AiSettings = z.infer<typeof aiSettings>;

/** PUT /api/ai-settings: the whole set, checked against the ranges and the models on offer. */
export const saveAiSettingsBody = aiSettings.strict();
export type SaveAiSettingsBody = z.infer<typeof saveAiSettingsBody>;

export const aiSettingsResponse = z.object({
  settings: aiSettings,
  /** Whether the server has a model endpoint (LLM_*) to use these settings with. */
  modelEndpointConfigured: z.boolean(),
});
export type AiSettingsResponse = z.infer<typeof aiSettingsResponse>;
