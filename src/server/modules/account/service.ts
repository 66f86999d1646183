import type { AccountSession, ChangePasswordBody } from '@shared/contracts/account';
import type { User } from '@shared/contracts/auth';
import { badRequest, notFound, unauthorized } from '../../lib/errors';
import { hashToken } from '../../lib/tokens';
import { hashPassword, verifyPassword } from '../auth/password';
import { assertStrongPassword } from '../auth/password-strength';
import type { AccountRepository } from './repository';

export function createAccountService(deps: {
  repo: AccountRepository;
  /** Removes one project and what it owns outside the app database (its database, repository, site). */
  removeProject: (user: User, projectId: string) => Promise<void>;
}) {
  const { repo } = deps;

  async function checkPassword(userId: string, password: string) {
    const stored = await repo.passwordHash(userId);
    if (!stored || !(await verifyPassword(stored, password))) {
      throw unauthorized('That is not your current password.', 'wrong_password');
    }
  }

  return {
    async sessions(userId: string, currentToken: string): Promise<AccountSession[]> {
      const current = hashToken(currentToken);
      return (await repo.listSessions(userId)).map((row) => ({
        id: row.id,
        userAgent: row.userAgent,
        ip: row.ip,
        createdAt: row.createdAt.toISOString(),
        lastSeenAt: row.lastSeenAt.toISOString(),
        current: row.tokenHash === current,
      }));
    },

    async revokeSession(userId: string, sessionId: string) {
      if (!(await repo.deleteSession(userId, sessionId)))
        throw notFound('That session has already ended.', 'session_not_found');
    },

    /** Changes the password and signs every other browser out; this one stays signed in. */
    async changePassword(user: User, currentToken: string, body: ChangePasswordBody) {
      const userId = user.id;
      await checkPassword(userId, body.currentPassword);
      if (body.currentPassword === body.newPassword) {
        throw badRequest(
          'Choose a new password that is different from the current one.',
          'same_password',
        );
      }
      assertStrongPassword(body.newPassword, [
        user.email,
        user.firstName ?? '',
        user.lastName ?? '',
      ]);
      await repo.setPasswordHash(userId, await hashPassword(body.newPassword));
      return {
        ok: true as const,
        endedSessions: await repo.deleteOtherSessions(userId, hashToken(currentToken)),
      };
    },

    /** Removes the account: each owned project with its resources first, then the user and their data. */
    async deleteAccount(user: User, password: string) {
      await checkPassword(user.id, password);
      for (const { id } of await repo.ownedProjectIds(user.id)) await deps.removeProject(user, id);
      await repo.deleteUser(user.id);
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
