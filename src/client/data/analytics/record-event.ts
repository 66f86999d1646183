import type { RecordEventBody } from '@shared/contracts/analytics';
import { apiFetch } from '@client/lib/api-client';

/** Counts an event towards the user's activity; a failure here never undoes what it counts. */
export async function recordEvent(body: RecordEventBody): Promise<void> {
  await apiFetch('/api/analytics/events', { method: 'POST', body }).catch(() => undefined);
}
