import { z } from 'zod';

/** Period options of the Analytics tab: 1d, 7d, 30d, 90d; 7d by default. */
// Schemas are built in pure wrappers so a page that only needs the constants loads no zod.
export const ANALYTICS_PERIODS = ['1d', '7d', '30d', '90d'] as const;
export const analyticsPeriod = /* @__PURE__ */ (() => z.enum(ANALYTICS_PERIODS))();
export type AnalyticsPeriod = z.infer<typeof analyticsPeriod>;
export const DEFAULT_ANALYTICS_PERIOD: AnalyticsPeriod = '7d';

export const ANALYTICS_PERIOD_LABELS: Record<AnalyticsPeriod, string> = {
  '1d': 'Last 24h',
  '7d': '7 days',
  '30d': '30 days',
  '90d': '90 days',
};

/**
 * Event names recorded in the `events` table. Server features record their own; the browser may
 * record only the names in CLIENT_EVENT_NAMES, through POST /api/analytics/events.
 */
export const EVENT_NAMES = {
  instructionProcessed: 'agent_instruction_processed',
  multiAgentInstructionProcessed: 'multi_agent_instruction_processed',
  operationExecuted: 'agent_operation_executed',
  multiAgentOperationExecuted: 'multi_agent_operation_executed',
  projectCreated: 'project_created',
  templateUsed: 'template_used',
  codeGenerated: 'code_generated',
  onboardingStepCompleted: 'onboarding_step_completed',
  demoStarted: 'demo_started',
  demoCompleted: 'demo_completed',
} as const;

export const CLIENT_EVENT_NAMES = [
  EVENT_NAMES.templateUsed,
  EVENT_NAMES.demoStarted,
  EVENT_NAMES.demoCompleted,
] as const;

export const recordEventBody = /* @__PURE__ */ (() =>
  z.object({
    name: z.enum(CLIENT_EVENT_NAMES, { error: 'That event cannot be recorded from the browser.' }),
    projectId: z.string().uuid().optional(),
    properties: z
      .record(
        z.string().regex(/^[a-zA-Z][a-zA-Z0-9_]{0,39}$/),
        z.union([z.string().max(500), z.number().finite(), z.boolean(), z.null()]),
      )
      .refine((value) => Object.keys(value).length <= 10, 'At most 10 properties.')
      .default({}),
  }))();
export type RecordEventBody = z.infer<typeof recordEventBody>;

export const analyticsQuery = /* @__PURE__ */ (() =>
  z.object({ period: analyticsPeriod.default(DEFAULT_ANALYTICS_PERIOD) }))();

export const METRIC_IDS = [
  'projects',
  'plans',
  'operations',
  'successRate',
  'deploys',
  'code',
] as const;
export type MetricId = (typeof METRIC_IDS)[number];

export const trend = /* @__PURE__ */ (() => z.enum(['up', 'down', 'flat']))();
export type Trend = z.infer<typeof trend>;

export const metric = /* @__PURE__ */ (() =>
  z.object({
    id: z.enum(METRIC_IDS),
    label: z.string(),
    /** null when there is nothing to measure yet (a success rate without any change run). */
    value: z.number().nullable(),
    previous: z.number().nullable(),
    /** Change against the previous period of the same length; percentage points for rates. */
    change: z.number().nullable(),
    trend,
    format: z.enum(['count', 'percent']),
  }))();
export type Metric = z.infer<typeof metric>;

export const activityItem = /* @__PURE__ */ (() =>
  z.object({
    id: z.string(),
    name: z.string(),
    type: z.enum(['created', 'deployed', 'updated']),
    status: z.enum(['success', 'pending', 'error']),
    timestamp: z.string(),
  }))();
export type ActivityItem = z.infer<typeof activityItem>;

export const popularTemplate = /* @__PURE__ */ (() =>
  z.object({
    templateId: z.string(),
    name: z.string(),
    uses: z.number().int().nonnegative(),
    previousUses: z.number().int().nonnegative(),
    trend: z.enum(['up', 'down', 'stable']),
  }))();
export type PopularTemplate = z.infer<typeof popularTemplate>;

export const SERIES_KEYS = ['plans', 'operations', 'deploys', 'code'] as const;
export type SeriesKey = (typeof SERIES_KEYS)[number];

export const seriesPoint = /* @__PURE__ */ (() =>
  z.object({
    /** Start of the bucket (an hour for 1d, a day otherwise), ISO in UTC. */
    start: z.string(),
    plans: z.number().int().nonnegative(),
    operations: z.number().int().nonnegative(),
    deploys: z.number().int().nonnegative(),
    code: z.number().int().nonnegative(),
  }))();
export type SeriesPoint = z.infer<typeof seriesPoint>;

/** People (the user and teammates) with any recorded activity on the user's projects. */
export const activeUsers = /* @__PURE__ */ (() =>
  z.object({ value: z.number().int().nonnegative(), previous: z.number().int().nonnegative() }))();
export const analyticsResponse = /* @__PURE__ */ (() =>
  z.object({
    period: analyticsPeriod,
    from: z.string(),
    to: z.string(),
    bucket: z.enum(['hour', 'day']),
    metrics: z.array(metric),
    activity: z.array(activityItem),
    popularTemplates: z.array(popularTemplate),
    series: z.array(seriesPoint),
    activeUsers,
  }))();
export type AnalyticsResponse = z.infer<typeof analyticsResponse>;
