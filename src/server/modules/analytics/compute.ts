import { onboardingSteps } from '@content/onboarding';
import {
  EVENT_NAMES,
  type ActivityItem,
  type AnalyticsPeriod,
  type Metric,
  type PopularTemplate,
  type SeriesPoint,
} from '@shared/contracts/analytics';
import { changeOf, trendOf } from '@shared/analytics/change';

export { changeOf, trendOf };

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

export interface PeriodWindow {
  /** Start of the first bucket. */
  from: Date;
  to: Date;
  /** The previous period of the same length, for the change figures. */
  previousFrom: Date;
  bucket: 'hour' | 'day';
  bucketStarts: Date[];
}

const BUCKETS: Record<AnalyticsPeriod, { bucket: 'hour' | 'day'; count: number }> = {
  '1d': { bucket: 'hour', count: 24 },
  '7d': { bucket: 'day', count: 7 },
  '30d': { bucket: 'day', count: 30 },
  '90d': { bucket: 'day', count: 90 },
};

/** Whole hours (1d) or whole UTC days ending with the current one, so the chart's buckets line up. */
export function periodWindow(period: AnalyticsPeriod, now: Date): PeriodWindow {
  const { bucket, count } = BUCKETS[period];
  const size = bucket === 'hour' ? HOUR_MS : DAY_MS;
  const currentStart = Math.floor(now.getTime() / size) * size;
  const from = currentStart - (count - 1) * size;
  const bucketStarts = Array.from({ length: count }, (_, i) => new Date(from + i * size));
  const length = now.getTime() - from;
  return {
    from: new Date(from),
    to: now,
    previousFrom: new Date(from - length),
    bucket,
    bucketStarts,
  };
}

/** The slice of an event the computations read. */
export interface EventRecord {
  id: string;
  name: string;
  properties: Record<string, unknown>;
  createdAt: Date;
}

export interface ProjectRecord {
  id: string;
  name: string;
  template: string | null;
  createdAt: Date;
}

// Every plan and every run records the agent_ event; the multi_agent_ twin of each describes the
// same action for the multi-agent chat, so counting it too would count everything twice.
export const isPlan = (e: EventRecord) => e.name === EVENT_NAMES.instructionProcessed;
export const isOperation = (e: EventRecord) => e.name === EVENT_NAMES.operationExecuted;
export const isDeploy = (e: EventRecord) => isOperation(e) && e.properties.service === 'hosting';
export const isCode = (e: EventRecord) => e.name === EVENT_NAMES.codeGenerated;

export type Outcome = 'success' | 'pending' | 'error';

/** An event's outcome from `success` (boolean) or `status` (succeeded, failed, running...). */
export function outcomeOf(properties: Record<string, unknown>): Outcome {
  const { success, status } = properties;
  if (success === false || status === 'failed' || status === 'error') return 'error';
  if (status === 'running' || status === 'pending' || status === 'planned') return 'pending';
  return 'success';
}

/** Share of changes that succeeded, in percent with one decimal; null when none were run. */
export function successRate(events: readonly EventRecord[]): number | null {
  const runs = events.filter(isOperation);
  if (runs.length === 0) return null;
  const ok = runs.filter((e) => outcomeOf(e.properties) === 'success').length;
  return Math.round((ok / runs.length) * 1000) / 10;
}

function metric(
  id: Metric['id'],
  label: string,
  value: number | null,
  previous: number | null,
  format: Metric['format'] = 'count',
): Metric {
  return {
    id,
    label,
    value,
    previous,
    change: changeOf(value, previous, format),
    trend: trendOf(value, previous),
    format,
  };
}

export interface PeriodData {
  events: readonly EventRecord[];
  projects: readonly ProjectRecord[];
}

const count = (events: readonly EventRecord[], test: (e: EventRecord) => boolean) =>
  events.filter(test).length;

/** The six metric cards, each against the previous period. */
export function buildMetrics(current: PeriodData, previous: PeriodData): Metric[] {
  return [
    metric('projects', 'Projects created', current.projects.length, previous.projects.length),
    metric('plans', 'Plans made', count(current.events, isPlan), count(previous.events, isPlan)),
    metric(
      'operations',
      'Changes run',
      count(current.events, isOperation),
      count(previous.events, isOperation),
    ),
    metric(
      'successRate',
      'Success rate',
      successRate(current.events),
      successRate(previous.events),
      'percent',
    ),
    metric('deploys', 'Deploys', count(current.events, isDeploy), count(previous.events, isDeploy)),
    metric('code', 'Code generated', count(current.events, isCode), count(previous.events, isCode)),
  ];
}

/** Counts per bucket for the usage-trends chart. */
export function buildSeries(window: PeriodWindow, events: readonly EventRecord[]): SeriesPoint[] {
  const size = window.bucket === 'hour' ? HOUR_MS : DAY_MS;
  const points = window.bucketStarts.map((start) => ({
    start: start.toISOString(),
    plans: 0,
    operations: 0,
    deploys: 0,
    code: 0,
  }));
  const first = window.from.getTime();
  for (const event of events) {
    const index = Math.floor((event.createdAt.getTime() - first) / size);
    const point = points[index];
    if (!point) continue;
    if (isPlan(event)) point.plans += 1;
    if (isOperation(event)) point.operations += 1;
    if (isDeploy(event)) point.deploys += 1;
    if (isCode(event)) point.code += 1;
  }
  return points;
}

const quote = (text: unknown, max = 60) => {
  const value = typeof text === 'string' ? text.trim() : '';
  if (!value) return '';
  return value.length > max ? `"${value.slice(0, max - 1)}…"` : `"${value}"`;
};

const SERVICE_WORDS: Record<string, string> = {
  backend: 'database',
  git: 'code',
  hosting: 'hosting',
};

/** One line of recent activity, or null for events that are not worth a line. */
function activityFor(event: EventRecord): ActivityItem | null {
  const p = event.properties;
  const base = { id: event.id, timestamp: event.createdAt.toISOString(), status: outcomeOf(p) };
  if (isPlan(event)) {
    const what = quote(p.instruction);
    return { ...base, type: 'created', name: what ? `Planned ${what}` : 'Planned a change' };
  }
  if (isOperation(event)) {
    if (isDeploy(event)) return { ...base, type: 'deployed', name: 'Deployed your site' };
    const area = SERVICE_WORDS[String(p.service)] ?? 'project';
    return { ...base, type: 'updated', name: `Ran a ${area} change` };
  }
  if (isCode(event)) {
    const name = typeof p.name === 'string' ? p.name : 'code';
    return { ...base, type: 'created', name: `Generated ${name}` };
  }
  if (event.name === EVENT_NAMES.onboardingStepCompleted) {
    const step = onboardingSteps.find((s) => s.id === p.step);
    return { ...base, type: 'updated', name: `Setup step done: ${step?.title ?? String(p.step)}` };
  }
  return null;
}

export const ACTIVITY_LIMIT = 10;

/** The newest events and project creations, newest first. */
export function buildActivity(
  events: readonly EventRecord[],
  projects: readonly ProjectRecord[],
): ActivityItem[] {
  const items: ActivityItem[] = projects.map((project) => ({
    id: `project-${project.id}`,
    name: `Created project "${project.name}"`,
    type: 'created',
    status: 'success',
    timestamp: project.createdAt.toISOString(),
  }));
  for (const event of events) {
    const item = activityFor(event);
    if (item) items.push(item);
  }
  return items.sort((a, b) => b.timestamp.localeCompare(a.timestamp)).slice(0, ACTIVITY_LIMIT);
}

export interface TemplateUse {
  template: string;
  uses: number;
}

/** Templates projects were started from, most used first; ties keep the catalogue's order. */
export function buildPopularTemplates(
  current: readonly TemplateUse[],
  previous: readonly TemplateUse[],
  catalogue: readonly { id: string; name: string }[],
): PopularTemplate[] {
  const usesOf = (list: readonly TemplateUse[], id: string) =>
    list.find((u) => u.template === id)?.uses ?? 0;
  return catalogue
    .map((template) => {
      const uses = usesOf(current, template.id);
      const previousUses = usesOf(previous, template.id);
      const trend: PopularTemplate['trend'] =
        uses === previousUses ? 'stable' : uses > previousUses ? 'up' : 'down';
      return { templateId: template.id, name: template.name, uses, previousUses, trend };
    })
    .filter((t) => t.uses > 0 || t.previousUses > 0)
    .sort((a, b) => b.uses - a.uses);
}
