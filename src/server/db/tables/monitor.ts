import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { MonitorIssue } from '@shared/contracts/monitor';
import type { NotificationType } from '@shared/contracts/notifications';
import { createdAt, id } from './columns';
import { operations, projects } from './projects';
import { users } from './accounts';

/** Whether a project's agent monitor is on, and its counters. */
export const projectMonitors = pgTable('project_monitors', {
  projectId: uuid('project_id')
    .primaryKey()
    .references(() => projects.id, { onDelete: 'cascade' }),
  isMonitoring: boolean('is_monitoring').notNull().default(false),
  lastCheckAt: timestamp('last_check_at', { withTimezone: true }),
  warningsDetected: integer('warnings_detected').notNull().default(0),
  autoFixesApplied: integer('auto_fixes_applied').notNull().default(0),
});

/** What the monitor found; one live (open or dismissed) issue per finding key. */
export const monitorIssues = pgTable(
  'monitor_issues',
  {
    id: id(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    /** The finding's identity, e.g. `rls_disabled_in_public:public.customers`. */
    key: text('key').notNull(),
    code: text('code').$type<MonitorIssue['code']>().notNull(),
    type: text('type').$type<MonitorIssue['type']>().notNull(),
    severity: text('severity').$type<MonitorIssue['severity']>().notNull(),
    description: text('description').notNull(),
    impact: text('impact').notNull(),
    remedy: text('remedy').notNull(),
    tableName: text('table_name'),
    source: text('source').$type<MonitorIssue['source']>().notNull(),
    autoFixable: boolean('auto_fixable').notNull().default(false),
    /** open, fixed, dismissed */
    status: text('status').$type<MonitorIssue['status']>().notNull().default('open'),
    fixApplied: boolean('fix_applied').notNull().default(false),
    fixOperationId: uuid('fix_operation_id').references(() => operations.id, {
      onDelete: 'set null',
    }),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  },
  (t) => [
    index('monitor_issues_project_created_idx').on(t.projectId, t.createdAt),
    uniqueIndex('monitor_issues_live_key')
      .on(t.projectId, t.key)
      .where(sql`status <> 'fixed'`),
  ],
);

/** Per-user notifications; `key` makes a repeated event (a retried capture) a no-op. */
export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    message: text('message').notNull(),
    type: text('type').$type<NotificationType>().notNull(),
    key: text('key'),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('notifications_user_created_idx').on(t.userId, t.createdAt),
    uniqueIndex('notifications_user_key').on(t.userId, t.key),
  ],
);
