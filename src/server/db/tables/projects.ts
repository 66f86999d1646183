import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { Role } from '@shared/constants/roles';
import type { Operation } from '@shared/contracts/operations';
import type { Plan, Risk, Service } from '@shared/contracts/plan';
import type { UndoAction } from '../../modules/operations/undo-actions';
import { createdAt, id } from './columns';
import { users } from './accounts';

export const projects = pgTable(
  'projects',
  {
    id: id(),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    description: text('description'),
    requirements: text('requirements'),
    template: text('template'),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Sealed (AES-256-GCM) connection secrets; null means the embedded default. */
    databaseUrlSealed: text('database_url_sealed'),
    githubSealed: text('github_sealed'),
    netlifySealed: text('netlify_sealed'),
    /** Bumped when the project's API secret is rotated; the secret is derived from it (decision 015). */
    apiKeyGeneration: integer('api_key_generation').notNull().default(0),
    /** Sealed passwords of the project's database logins (decision 038); null until first set. */
    databasePasswordsSealed: text('database_passwords_sealed'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [index('projects_owner_idx').on(t.ownerId)],
);

export const projectMembers = pgTable(
  'project_members',
  {
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').$type<Role>().notNull(),
    createdAt: createdAt(),
    lastActiveAt: timestamp('last_active_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.projectId, t.userId] }),
    index('project_members_user_idx').on(t.userId),
  ],
);

/** A stored plan and what became of it; the plan's id is the operation's id. */
export const operations = pgTable(
  'operations',
  {
    id: id(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    plan: jsonb('plan').$type<Plan>().notNull(),
    service: text('service').$type<Service>().notNull(),
    risk: text('risk').$type<Risk>().notNull(),
    /** planned, running, succeeded, failed, undone */
    status: text('status').$type<Operation['status']>().notNull().default('planned'),
    /** Fingerprint of the target when planned (schema, branch head or live deploy). */
    fingerprint: text('fingerprint'),
    executed: boolean('executed').notNull().default(false),
    executedAt: timestamp('executed_at', { withTimezone: true }),
    executedBy: uuid('executed_by').references(() => users.id, { onDelete: 'set null' }),
    durationMs: integer('duration_ms'),
    result: jsonb('result').$type<Record<string, unknown>>(),
    /** What is needed to reverse it (reverse SQL, previous ref, previous deploy). */
    undo: jsonb('undo').$type<UndoAction[]>(),
    undoneAt: timestamp('undone_at', { withTimezone: true }),
    /** While running: `execute` or `undo`, and the lease its server renews until it finishes. */
    runningAction: text('running_action').$type<'execute' | 'undo'>(),
    leaseOwner: text('lease_owner'),
    leaseExpiresAt: timestamp('lease_expires_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('operations_project_created_idx').on(t.projectId, t.createdAt),
    index('operations_running_idx')
      .on(t.leaseExpiresAt)
      .where(sql`status = 'running'`),
  ],
);

/** An e-mailed invitation to join a project with a role; the link carries a token whose hash is kept. */
export const projectInvitations = pgTable(
  'project_invitations',
  {
    id: id(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    role: text('role').$type<Role>().notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    acceptedBy: uuid('accepted_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [index('project_invitations_project_idx').on(t.projectId)],
);

/** A signed-in user who opened a project's share link and asked to join; owners and admins decide. */
export const projectAccessRequests = pgTable(
  'project_access_requests',
  {
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.projectId, t.userId] })],
);
