import type { HealthResponse } from '@shared/contracts/health';
import { apiFetch } from '@client/lib/api-client';

/** The server's health, read by the background check (not a cached query). */
export function getHealth(signal?: AbortSignal): Promise<HealthResponse> {
  return apiFetch<HealthResponse>('/api/health', { signal });
}
