import { z } from 'zod';
import { isoDate } from './common';
import { operation } from './operations';
import { service } from './plan';
import { projectParams } from './projects';

export const CHAT_MESSAGE_TYPES = ['user', 'ai', 'operation'] as const;
export type ChatMessageType = (typeof CHAT_MESSAGE_TYPES)[number];
export const chatTone = z.enum(['success', 'error']);
export type ChatTone = z.infer<typeof chatTone>;

/** How much one user keeps per project; past these the server answers 400 and stores nothing. */
export const CHAT_LIMITS = {
  sessionsPerProject: 100,
  messagesPerSession: 1000,
  content: 10_000,
  title: 80,
  lines: 20,
  line: 2000,
} as const;

const text = (what: string, max: number) =>
  z
    .string({ error: `${what} must be text.` })
    .trim()
    .min(1, `${what} cannot be empty.`)
    .max(max, `${what} is too long (at most ${max} characters).`);
const lines = (what: string) =>
  z
    .array(text(what, CHAT_LIMITS.line))
    .max(CHAT_LIMITS.lines, `A message can carry at most ${CHAT_LIMITS.lines} ${what} lines.`);

export const chatChoice = z.object({
  label: text('A choice label', 200),
  instruction: text('A choice instruction', 4000),
});
export type ChatChoice = z.infer<typeof chatChoice>;

export const chatSession = z.object({
  id: z.string(),
  title: z.string(),
  startTime: isoDate,
  updatedAt: isoDate,
});
export type ChatSession = z.infer<typeof chatSession>;

/** A line of the conversation; an operation message's card is the server's operation, as it is now. */
export const chatMessage = z.object({
  id: z.string(),
  sessionId: z.string(),
  type: z.enum(CHAT_MESSAGE_TYPES),
  content: z.string(),
  timestamp: isoDate,
  service: service.optional(),
  operationId: z.string().optional(),
  operation: operation.optional(),
  tone: chatTone.optional(),
  /** Extra lines under the message: manual steps, the reason a run failed. */
  details: z.array(z.string()).optional(),
  /** Example instructions the founder can pick to fill the input. */
  suggestions: z.array(z.string()).optional(),
  /** Instructions offered as buttons when the studio asks which one was meant. */
  choices: z.array(chatChoice).optional(),
});
export type ChatMessage = z.infer<typeof chatMessage>;

export const chatSessionParams = projectParams.extend({
  sid: z.string().uuid('That is not a chat session id.'),
});
export const createChatSessionBody = z
  .object({ title: text('The session title', CHAT_LIMITS.title).optional() })
  .default({});
export const createChatMessageBody = z
  .object({
    /** Chosen by the client, so a message shown before it was saved keeps its id and a retry is harmless. */
    id: z.string().uuid('That is not a message id.').optional(),
    type: z.enum(CHAT_MESSAGE_TYPES, { error: 'A message is from user, ai or operation.' }),
    content: text('The message', CHAT_LIMITS.content),
    service: service.optional(),
    operationId: z.string().uuid('That is not an operation id.').optional(),
    tone: chatTone.optional(),
    details: lines('detail').optional(),
    suggestions: lines('suggestion').optional(),
    choices: z.array(chatChoice).max(10, 'A message can offer at most 10 choices.').optional(),
  })
  .refine((body) => (body.type === 'operation') === (body.operationId !== undefined), {
    message: 'A plan message names its operation, and only a plan message does.',
    path: ['operationId'],
  });
export type CreateChatMessageBody = z.infer<typeof createChatMessageBody>;

export const chatSessionListResponse = z.object({ sessions: z.array(chatSession) });
export const chatSessionResponse = z.object({ session: chatSession });
export const chatMessageListResponse = z.object({ messages: z.array(chatMessage) });
export const chatMessageResponse = z.object({ message: chatMessage });
