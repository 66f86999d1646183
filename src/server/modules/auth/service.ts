import type { SigninBody, SignupBody, User } from '@shared/contracts/auth';
import { SESSION_ABSOLUTE_MS, SESSION_IDLE_MS } from '@shared/constants/auth';
import { randomUUID } from 'node:crypto';
import { AppError, unauthorized } from '../../lib/errors';
import { hashToken, newToken } from '../../lib/tokens';
import type { Mailer } from '../../services/mail/mailer';
import { decoyHash, hashPassword, verifyPassword } from './password';
import { assertStrongPassword } from './password-strength';
import type { AuthRepository, UserRow } from './repository';
import type { SignInThrottle } from './sign-in-throttle';

const CONFIRM_PURPOSE = 'confirm-email';
const CONFIRM_TTL_MS = 48 * 60 * 60 * 1000;
const UNLOCK_PURPOSE = 'unlock-sign-in';
const UNLOCK_TTL_MS = 24 * 60 * 60 * 1000;
/** Writing last-seen on every request would make every read a write; once a minute is enough. */
const TOUCH_EVERY_MS = 60 * 1000;

export interface SessionContext {
  userAgent?: string | undefined;
  ip?: string | undefined;
  /** The browser's device cookie, left by an earlier success or unlock link. */
  device?: string | undefined;
}

export interface NewSession {
  token: string;
  expiresAt: Date;
}

export const toUser = (row: UserRow): User => ({
  id: row.id,
  email: row.email,
  emailConfirmed: row.emailConfirmedAt !== null,
  firstName: row.firstName,
  lastName: row.lastName,
  createdAt: row.createdAt.toISOString(),
});

export function createAuthService(deps: {
  repo: AuthRepository;
  mailer: Mailer;
  throttle: SignInThrottle;
  publicUrl: string;
  now?: () => Date;
}) {
  const { repo, mailer } = deps;
  const now = deps.now ?? (() => new Date());

  async function startSession(userId: string, context: SessionContext): Promise<NewSession> {
    const token = newToken();
    const at = now();
    const expiresAt = new Date(at.getTime() + SESSION_ABSOLUTE_MS);
    await repo.createSession({
      userId,
      tokenHash: hashToken(token),
      createdAt: at,
      lastSeenAt: at,
      expiresAt,
      userAgent: context.userAgent?.slice(0, 500) ?? null,
      ip: context.ip ?? null,
    });
    return { token, expiresAt };
  }

  async function sendConfirmation(user: { id: string; email: string; firstName: string | null }) {
    const token = newToken();
    await repo.createEmailToken({
      userId: user.id,
      purpose: CONFIRM_PURPOSE,
      tokenHash: hashToken(token),
      expiresAt: new Date(now().getTime() + CONFIRM_TTL_MS),
    });
    const link = `${deps.publicUrl}/api/auth/confirm?token=${encodeURIComponent(token)}`;
    await mailer.send({
      to: user.email,
      subject: 'Confirm your Bridge Studio account',
      text: `Hi ${user.firstName ?? 'there'},\n\nWelcome to Bridge Studio. Open this link to confirm your e-mail address:\n${link}\n\nThe link works for 48 hours. If you did not sign up, you can ignore this message.`,
    });
  }

  /** The owner of an e-mail whose sign-ins are being delayed gets a link that ends the delay. */
  async function sendUnlockLink(email: string) {
    const owner = await repo.findUserByEmail(email);
    if (!owner) return;
    const token = newToken();
    await repo.createEmailToken({
      userId: owner.id,
      purpose: UNLOCK_PURPOSE,
      tokenHash: hashToken(token),
      expiresAt: new Date(now().getTime() + UNLOCK_TTL_MS),
    });
    const link = `${deps.publicUrl}/api/auth/unlock?token=${encodeURIComponent(token)}`;
    await mailer.send({
      to: owner.email,
      subject: 'Sign-ins to your Bridge Studio account are being slowed down',
      text: `Hi ${owner.firstName ?? 'there'},\n\nSomeone has tried several wrong passwords for this account, so sign-ins to it now have to wait. If you want to sign in now, open this link in the browser you use; it ends the wait and lets that browser in without waiting from then on:\n${link}\n\nThe link works for 24 hours. Browsers and addresses you have signed in from before are never slowed down by others' attempts.`,
    });
  }

  async function warnOwner(email: string) {
    const owner = await repo.findUserByEmail(email);
    if (!owner) return;
    await mailer.send({
      to: owner.email,
      subject: 'Someone tried to sign up with your e-mail address',
      text: `Hi ${owner.firstName ?? 'there'},\n\nSomeone just tried to create a Bridge Studio account with this e-mail address, which already has an account. If it was you, sign in instead:\n${deps.publicUrl}/auth\n\nIf it was not you, you can ignore this message: nothing in your account changed.`,
    });
  }

  return {
    /** With real mail delivery the address must be confirmed before signing in. */
    get confirmationRequired() {
      return mailer.delivers;
    },

    /** A taken address gets the answer a new one gets with confirmation on; its owner is told by e-mail. */
    async signup(body: SignupBody, context: SessionContext) {
      assertStrongPassword(body.password, [body.email, body.firstName, body.lastName]);
      const passwordHash = await hashPassword(body.password);
      const row = await repo.createUser({ ...body, passwordHash });
      if (!row) {
        await warnOwner(body.email);
        const user = {
          id: randomUUID(),
          email: body.email,
          emailConfirmed: false,
          firstName: body.firstName,
          lastName: body.lastName,
          createdAt: now().toISOString(),
        };
        return { user, confirmationRequired: true, session: null };
      }
      await sendConfirmation(row);
      const session = mailer.delivers ? null : await startSession(row.id, context);
      return { user: toUser(row), confirmationRequired: mailer.delivers, session };
    },

    /** Answers a new device cookie when the browser had none, so its next sign-ins are known. */
    async signin(body: SigninBody, context: SessionContext) {
      const source = { ip: context.ip ?? 'unknown', device: context.device };
      const { emailDelayStarted } = await deps.throttle.begin(source, body.email);
      if (emailDelayStarted) await sendUnlockLink(body.email);
      const row = await repo.findUserByEmail(body.email);
      const valid = await verifyPassword(row?.passwordHash ?? (await decoyHash()), body.password);
      const device = row && valid && !context.device ? newToken() : undefined;
      if (row && valid)
        await deps.throttle.succeeded({ ...source, device: device ?? source.device }, body.email);
      if (!row || !valid)
        throw unauthorized(
          'That e-mail and password do not match an account.',
          'invalid_credentials',
        );
      if (mailer.delivers && !row.emailConfirmedAt) {
        throw new AppError(
          403,
          'email_not_confirmed',
          'Please confirm your e-mail address first: open the link we sent you.',
        );
      }
      return { user: toUser(row), session: await startSession(row.id, context), device };
    },

    /**
     * The e-mailed unlock link: ends every delay on the account's e-mail and makes the browser
     * that opened it known (answering its device cookie); undefined for a used or expired link.
     */
    async unlock(token: string, device: string | undefined) {
      const userId = await repo.consumeEmailToken(hashToken(token), UNLOCK_PURPOSE, now());
      const email = userId ? await repo.emailOf(userId) : undefined;
      if (!email) return undefined;
      const kept = device ?? newToken();
      await deps.throttle.unlock(email, kept);
      return { device: kept };
    },

    signout: (token: string) => repo.deleteSession(hashToken(token)),

    /** The user behind a session cookie, or null when the session is unknown, idle too long or past its end. */
    async authenticate(token: string): Promise<{ user: User; sessionId: string } | null> {
      const found = await repo.findSession(hashToken(token));
      if (!found) return null;
      const at = now();
      const { session } = found;
      if (
        session.expiresAt <= at ||
        at.getTime() - session.lastSeenAt.getTime() > SESSION_IDLE_MS
      ) {
        await repo.deleteSession(session.tokenHash);
        return null;
      }
      if (at.getTime() - session.lastSeenAt.getTime() > TOUCH_EVERY_MS)
        await repo.touchSession(session.id, at);
      return { user: toUser(found.user), sessionId: session.id };
    },

    async confirm(token: string) {
      const userId = await repo.consumeEmailToken(hashToken(token), CONFIRM_PURPOSE, now());
      if (!userId) return false;
      await repo.confirmEmail(userId, now());
      return true;
    },

    /** Sends a new link when the account exists and is unconfirmed; says nothing either way. */
    async resendConfirmation(email: string) {
      const row = await repo.findUserByEmail(email);
      if (row && !row.emailConfirmedAt) await sendConfirmation(row);
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
