import type { AiSettingsResponse, SaveAiSettingsBody } from '@shared/contracts/ai-settings';
import { apiFetch } from '@client/lib/api-client';

export function saveAiSettings(body: SaveAiSettingsBody): Promise<AiSettingsResponse> {
  return apiFetch<AiSettingsResponse>('/api/ai-settings', { method: 'PUT', body });
}
