import { z } from 'zod';
import { projectParams } from './projects';

/** Lint codes as Supabase's database linter (splinter) names them. */
export const ADVISOR_CODES = [
  'rls_disabled_in_public',
  'policy_exists_rls_disabled',
  'rls_enabled_no_policy',
  'rls_policy_always_true',
  'unindexed_foreign_keys',
  'no_primary_key',
] as const;
export const HEALTH_CODES = ['database_unreachable', 'health_check_failed', 'slow_query'] as const;
export const ISSUE_CODES = [...HEALTH_CODES, ...ADVISOR_CODES, 'operation_failed'] as const;
export type IssueCode = (typeof ISSUE_CODES)[number];

export const issueSeverity = z.enum(['low', 'medium', 'high']);
export type IssueSeverity = z.infer<typeof issueSeverity>;
export const issueType = z.enum(['error', 'warning', 'performance']);
export const issueStatus = z.enum(['open', 'fixed', 'dismissed']);
export const issueSource = z.enum(['database', 'advisor', 'client']);
export const monitorHealth = z.enum(['healthy', 'warning', 'critical']);
export type MonitorHealth = z.infer<typeof monitorHealth>;

/** The prepared fix the user reviews before approving it. */
export const fixPreview = z.object({
  explanation: z.string(),
  commands: z.array(z.string()),
  risk: z.enum(['low', 'medium', 'high']),
  /** Why the fix carries that risk, in plain words (e.g. that it lets more people read a table). */
  riskReasons: z.array(z.string()).default([]),
  status: z.enum(['planned', 'running', 'succeeded', 'failed', 'undone']),
});

export const monitorIssue = z.object({
  id: z.string(),
  code: z.enum(ISSUE_CODES),
  type: issueType,
  severity: issueSeverity,
  description: z.string(),
  /** What the finding means for the user's app, in plain words. */
  impact: z.string(),
  /** What fixes it. */
  remedy: z.string(),
  /** The table it concerns, for advisor findings. */
  table: z.string().nullable(),
  autoFixable: z.boolean(),
  source: issueSource,
  timestamp: z.string(),
  fixApplied: z.boolean(),
  status: issueStatus,
  fixOperationId: z.string().nullable(),
  fix: fixPreview.nullable(),
});
export type MonitorIssue = z.infer<typeof monitorIssue>;

export const monitorState = z.object({
  projectId: z.string(),
  isMonitoring: z.boolean(),
  /** Started or paused before: the card starts the agent by itself only when this is false. */
  configured: z.boolean(),
  lastCheck: z.string().nullable(),
  warningsDetected: z.number().int(),
  autoFixesApplied: z.number().int(),
  health: monitorHealth,
  issues: z.array(monitorIssue),
  /** When the server read this state: an answer and a live event can arrive in either order. */
  asOf: z.string(),
});
export type MonitorState = z.infer<typeof monitorState>;

/** The `monitor` event on /api/events: the new state, plus what just happened (for toasts). */
export const monitorEvent = z.object({
  state: monitorState,
  raised: z.array(monitorIssue),
  fixed: monitorIssue.nullable(),
});
export type MonitorEvent = z.infer<typeof monitorEvent>;

export const monitorIssueParams = projectParams.extend({
  issueId: z.string().uuid('That is not an issue id.'),
});
export const approveFixBody = z.object({ confirm: z.literal(true).optional() }).default({});
export const approveFixResponse = z.object({
  ok: z.boolean(),
  message: z.string(),
  state: monitorState,
});
export type ApproveFixResponse = z.infer<typeof approveFixResponse>;
