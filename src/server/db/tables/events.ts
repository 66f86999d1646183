import { index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';
import { users } from './accounts';

/** Analytics events recorded by every feature (instruction processed, operation executed, ...). */
export const events = pgTable(
  'events',
  {
    id: id(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    projectId: uuid('project_id'),
    name: text('name').notNull(),
    properties: jsonb('properties').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [
    index('events_user_created_idx').on(t.userId, t.createdAt),
    index('events_name_idx').on(t.name),
  ],
);
