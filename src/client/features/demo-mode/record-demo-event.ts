import { EVENT_NAMES, type RecordEventBody } from '@shared/contracts/analytics';
import { recordEvent } from '@client/data/analytics/record-event';
import type { DemoEvent } from './demo-store';

const NAMES: Partial<Record<DemoEvent, RecordEventBody['name']>> = {
  started: EVENT_NAMES.demoStarted,
  completed: EVENT_NAMES.demoCompleted,
};

/** Records the demo's start and completion in the user's analytics; a failure changes nothing. */
export async function recordDemoEvent(event: DemoEvent): Promise<void> {
  const name = NAMES[event];
  if (!name) return;
  await recordEvent({ name, properties: {} });
}
