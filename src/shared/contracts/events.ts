import { z } from 'zod';

/** Messages sent over GET /api/events (server-sent events); `event:` carries the type. */
export const connectionEvent = z.object({ clientId: z.string(), serverTime: z.string() });
export const statusEvent = z.object({ database: z.enum(['ok', 'error']), ready: z.boolean() });

export const EVENT_TYPES = [
  'connection',
  'status',
  'notification',
  'monitor',
  'operation',
  'deploy',
] as const;
export type EventType = (typeof EVENT_TYPES)[number];
