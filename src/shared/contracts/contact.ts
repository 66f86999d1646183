import { z } from 'zod';
import { email } from './auth';

export const CONTACT_MESSAGE_MAX = 5000;

/** A message written on the Contact page, by anyone, signed in or not. */
export const contactMessageBody = z.object({
  name: z
    .string({ error: 'Enter your name.' })
    .trim()
    .min(1, 'Enter your name.')
    .max(100, 'Keep your name under 100 characters.'),
  email,
  message: z
    .string({ error: 'Write your message.' })
    .trim()
    .min(1, 'Write your message.')
    .max(CONTACT_MESSAGE_MAX, `Keep your message under ${CONTACT_MESSAGE_MAX} characters.`),
});
export type ContactMessageBody = z.infer<typeof contactMessageBody>;

/** What the sender is told: the message is stored, and whether it was also e-mailed. */
export const contactMessageReceipt = z.object({
  id: z.string(),
  createdAt: z.string(),
  emailed: z.boolean(),
});
export type ContactMessageReceipt = z.infer<typeof contactMessageReceipt>;

export const contactMessage = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  message: z.string(),
  /** Whether the sender was signed in to an account when they wrote. */
  fromAccount: z.boolean(),
  createdAt: z.string(),
});

/** The server operator's inbox, newest first. */
export const contactInboxResponse = z.object({ messages: z.array(contactMessage) });
export type ContactInboxResponse = z.infer<typeof contactInboxResponse>;
