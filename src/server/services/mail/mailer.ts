import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import { emailOutbox } from '../../db/schema';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  /** True when mail really leaves the server (SMTP); false when it only goes to the outbox and log. */
  readonly delivers: boolean;
  send(mail: Mail): Promise<void>;
}

/** Every mail is recorded in the outbox; with SMTP configured it is also sent. */
export function createMailer(options: {
  db: Db;
  log: FastifyBaseLogger;
  smtpUrl: string | undefined;
  from: string;
}): Mailer {
  const transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null;
  return {
    delivers: transport !== null,
    async send(mail) {
      let status = 'logged';
      let error: string | null = null;
      if (transport) {
        try {
          await transport.sendMail({ from: options.from, ...mail });
          status = 'sent';
        } catch (e) {
          status = 'failed';
          error = e instanceof Error ? e.message : String(e);
          options.log.error({ err: e, to: mail.to }, 'mail could not be sent');
        }
      } else {
        options.log.info(
          { to: mail.to, subject: mail.subject, text: mail.text },
          'mail written to the outbox',
        );
      }
      await options.db
        .insert(emailOutbox)
        .values({ ...mail, html: mail.html ?? null, status, error });
    },
  };
}
