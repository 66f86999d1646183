import { z } from 'zod';
import { aiSettings } from '@content/schemas';

/** PUT /api/ai-settings: the whole set, checked against the ranges and the models on offer. */
export const saveAiSettingsBody = aiSettings.strict();
export type SaveAiSettingsBody = z.infer<typeof saveAiSettingsBody>;

export const aiSettingsResponse = z.object({
  settings: aiSettings,
  /** Whether the server has a model endpoint (LLM_*) to use these settings with. */
  modelEndpointConfigured: z.boolean(),
});
export type AiSettingsResponse = z.infer<typeof aiSettingsResponse>;
