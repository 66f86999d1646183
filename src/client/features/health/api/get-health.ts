import type { HealthResponse } from '@shared/contracts/health';
import { apiFetch } from '@client/lib/api-client';

export function getHealth(signal?: AbortSignal): Promise<HealthResponse> {
  return apiFetch<HealthResponse>('/api/health', { signal });
}
