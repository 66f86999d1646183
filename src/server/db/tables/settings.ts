import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { CustomTemplate } from '@shared/contracts/custom-templates';
import { users } from './accounts';

/** Each user's AI model choice and its settings; absent until they first save. */
export const userAiSettings = pgTable('user_ai_settings', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  modelId: text('model_id').notNull(),
  temperature: doublePrecision('temperature').notNull(),
  maxTokens: integer('max_tokens').notNull(),
  streamResponses: boolean('stream_responses').notNull(),
  contextAwareness: boolean('context_awareness').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Which events notify each user, by event id; an event not listed keeps its default. */
export const userNotificationSettings = pgTable('user_notification_settings', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  events: jsonb('events').$type<Record<string, boolean>>().notNull().default({}),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Templates a user made with the custom template creator. */
export const customTemplates = pgTable(
  'custom_templates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull(),
    category: text('category').notNull(),
    tags: jsonb('tags').$type<string[]>().notNull(),
    framework: text('framework').$type<CustomTemplate['framework']>().notNull(),
    fields: jsonb('fields').$type<CustomTemplate['fields']>().notNull(),
    codeTemplate: text('code_template').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('custom_templates_user_idx').on(t.userId)],
);
