import { bigint, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { ChatChoice, ChatMessageType, ChatTone } from '@shared/contracts/chat';
import type { Service } from '@shared/contracts/plan';
import { createdAt, id } from './columns';
import { users } from './accounts';
import { operations, projects } from './projects';

/** A user's conversation with the studio in one project; nobody else reads it. */
export const chatSessions = pgTable(
  'chat_sessions',
  {
    id: id(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    createdAt: createdAt(),
    /** Bumped by every message, so the studio reopens the conversation last used. */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('chat_sessions_project_user_idx').on(t.projectId, t.userId)],
);

/** One line of a conversation; a plan card keeps only its operation's id and is drawn from it. */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: id(),
    /** Insertion order: two messages can share a timestamp. */
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => chatSessions.id, { onDelete: 'cascade' }),
    type: text('type').$type<ChatMessageType>().notNull(),
    content: text('content').notNull(),
    service: text('service').$type<Service>(),
    operationId: uuid('operation_id').references(() => operations.id, { onDelete: 'set null' }),
    tone: text('tone').$type<ChatTone>(),
    details: jsonb('details').$type<string[]>(),
    suggestions: jsonb('suggestions').$type<string[]>(),
    choices: jsonb('choices').$type<ChatChoice[]>(),
    createdAt: createdAt(),
  },
  (t) => [index('chat_messages_session_seq_idx').on(t.sessionId, t.seq)],
);
