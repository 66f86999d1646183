import { aiModels, defaultAiSettings } from '@content/ai-models';
import type { AiModelId } from '@content/schemas';
import type { AiSettings } from '@shared/contracts/ai-settings';
import type { SaveAiSettingsBody } from '@shared/contracts/ai-settings';
import type { createAiSettingsRepository } from './repository';

type Row = NonNullable<Awaited<ReturnType<ReturnType<typeof createAiSettingsRepository>['find']>>>;

const isAvailable = (id: string): id is AiModelId =>
  aiModels.some((m) => m.id === id && m.available);

/** A stored row as settings; a model withdrawn since it was saved falls back to the default. */
function toSettings(row: Row | undefined): AiSettings {
  if (!row) return { ...defaultAiSettings };
  return {
    modelId: isAvailable(row.modelId) ? row.modelId : defaultAiSettings.modelId,
    temperature: row.temperature,
    maxTokens: row.maxTokens,
    streamResponses: row.streamResponses,
    contextAwareness: row.contextAwareness,
  };
}

export function createAiSettingsService(
  repo: ReturnType<typeof createAiSettingsRepository>,
  now = () => new Date(),
) {
  return {
    /** The user's settings, or the defaults when they never saved any; the planner reads these. */
    async aiSettingsFor(userId: string): Promise<AiSettings> {
      return toSettings(await repo.find(userId));
    },
    /** The settings the user saved, or null when they never chose any. */
    async savedFor(userId: string): Promise<AiSettings | null> {
      const row = await repo.find(userId);
      return row ? toSettings(row) : null;
    },
    async save(userId: string, body: SaveAiSettingsBody): Promise<AiSettings> {
      // Slider steps can arrive as 0.30000000000000004: store the value the user saw.
      const settings = { ...body, temperature: Math.round(body.temperature * 10) / 10 };
      return toSettings(await repo.save(userId, settings, now()));
    },
  };
}

export type AiSettingsService = ReturnType<typeof createAiSettingsService>;
