import type {
  ContactInboxResponse,
  ContactMessageBody,
  ContactMessageReceipt,
} from '@shared/contracts/contact';
import { forbidden } from '../../lib/errors';
import type { Mailer } from '../../services/mail/mailer';
import type { ContactRepository } from './repository';

/**
 * Contact messages: stored for the server's operator (OPERATOR_EMAIL's account, or else the
 * first account made here) and e-mailed to them when mail really leaves the server.
 */
export function createContactService(deps: {
  repo: ContactRepository;
  mailer: Mailer;
  operatorEmail: string | undefined;
}) {
  const { repo, mailer } = deps;
  const operatorEmail = async () => deps.operatorEmail ?? (await repo.firstAccountEmail());

  return {
    async send(body: ContactMessageBody, userId: string | null): Promise<ContactMessageReceipt> {
      const row = await repo.insert({ ...body, userId });
      const to = mailer.delivers ? await operatorEmail() : null;
      if (to) {
        await mailer.send({
          to,
          subject: `Contact message from ${body.name}`,
          text: `${body.name} <${body.email}> wrote on the Contact page:\n\n${body.message}\n\nReply to ${body.email} to answer.`,
        });
      }
      return { id: row.id, createdAt: row.createdAt.toISOString(), emailed: to !== null };
    },

    async inbox(userId: string): Promise<ContactInboxResponse> {
      const [mine, operator] = await Promise.all([repo.emailOf(userId), operatorEmail()]);
      if (!mine || mine !== operator) {
        throw forbidden(
          'Only the person running this Bridge Studio server can read contact messages.',
          'operator_only',
        );
      }
      const rows = await repo.newest();
      return {
        messages: rows.map((r) => ({
          id: r.id,
          name: r.name,
          email: r.email,
          message: r.message,
          fromAccount: r.userId !== null,
          createdAt: r.createdAt.toISOString(),
        })),
      };
    },
  };
}

export type ContactService = ReturnType<typeof createContactService>;
