import { EVENT_NAMES } from '@shared/contracts/analytics';
import { apiFetch } from '@client/lib/api-client';
import type { DemoEvent } from '../demo-store';

const NAMES: Partial<Record<DemoEvent, string>> = {
  started: EVENT_NAMES.demoStarted,
  completed: EVENT_NAMES.demoCompleted,
};

/** Records the demo's start and completion in the user's analytics; a failure changes nothing. */
export async function recordDemoEvent(event: DemoEvent): Promise<void> {
  const name = NAMES[event];
  if (!name) return;
  await apiFetch('/api/analytics/events', { method: 'POST', body: { name, properties: {} } }).catch(
    () => undefined,
  );
}
