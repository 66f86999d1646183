import { and, eq, gt, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { signInAttempts } from '../../db/schema';
import { RateLimitedError } from '../../lib/errors';

/**
 * Growing delays after failed sign-ins, as OWASP and GoTrue advise rather than locking a whole
 * address: per (address, e-mail) after a few failures, and per e-mail across addresses after
 * more, so one attacker cannot block everyone behind an address and many cannot guess freely.
 */
export interface ThrottlePolicy {
  /** Failures allowed for one address and e-mail before delays start. */
  freePerAddress: number;
  /** Failures allowed for one e-mail from all addresses together before delays start. */
  freePerEmail: number;
  /** The first delay; each further failure doubles it, up to `maxDelayMs`. */
  baseDelayMs: number;
  maxDelayMs: number;
  /** A key with no attempt for this long starts counting again from zero. */
  forgetAfterMs: number;
}

export const DEFAULT_THROTTLE: Omit<ThrottlePolicy, 'forgetAfterMs'> = {
  freePerAddress: 5,
  freePerEmail: 20,
  baseDelayMs: 1_000,
  maxDelayMs: 15 * 60 * 1000,
};

/** The delay after the given number of failures, or 0 while they are still free. */
export function delayAfter(
  failures: number,
  free: number,
  policy: Pick<ThrottlePolicy, 'baseDelayMs' | 'maxDelayMs'>,
) {
  if (failures <= free) return 0;
  return Math.min(policy.baseDelayMs * 2 ** Math.min(failures - free - 1, 30), policy.maxDelayMs);
}

const wait = (seconds: number) =>
  seconds < 90
    ? `${seconds} second${seconds === 1 ? '' : 's'}`
    : `${Math.ceil(seconds / 60)} minutes`;

export function createSignInThrottle(deps: { db: Db; now: () => Date; policy: ThrottlePolicy }) {
  const { db, now, policy } = deps;
  const keysFor = (ip: string, email: string) => [
    { key: `ip-email:${ip}|${email}`, free: policy.freePerAddress },
    { key: `email:${email}`, free: policy.freePerEmail },
  ];

  let prunedAt = 0;
  /** Forgotten keys are deleted once per window, so guesses at many e-mails do not pile up rows. */
  async function prune(at: Date, forgotten: Date) {
    if (at.getTime() - prunedAt < policy.forgetAfterMs) return;
    prunedAt = at.getTime();
    await db
      .delete(signInAttempts)
      .where(
        and(
          lte(signInAttempts.lastAttemptAt, forgotten),
          or(isNull(signInAttempts.blockedUntil), lte(signInAttempts.blockedUntil, at)),
        ),
      );
  }

  async function refuseIfBlocked(keys: string[], at: Date) {
    const [row] = await db
      .select({
        until: sql<Date>`max(${signInAttempts.blockedUntil})`.mapWith(signInAttempts.blockedUntil),
      })
      .from(signInAttempts)
      .where(and(inArray(signInAttempts.key, keys), gt(signInAttempts.blockedUntil, at)));
    if (!row?.until) return;
    const seconds = Math.max(1, Math.ceil((row.until.getTime() - at.getTime()) / 1000));
    throw new RateLimitedError(
      `Too many failed sign-ins for this account. Try again in ${wait(seconds)}.`,
      seconds,
    );
  }

  return {
    /**
     * Counts this attempt before the password is checked, so parallel guesses are counted too;
     * refuses it (429) while a delay from earlier failures is running. A success clears the count.
     */
    async begin(ip: string, email: string) {
      const at = now();
      const keys = keysFor(ip, email);
      await refuseIfBlocked(
        keys.map((k) => k.key),
        at,
      );
      const forgotten = new Date(at.getTime() - policy.forgetAfterMs);
      await prune(at, forgotten);
      for (const { key, free } of keys) {
        await db
          .insert(signInAttempts)
          .values({ key, failures: 0, lastAttemptAt: at })
          .onConflictDoNothing();
        const [row] = await db
          .update(signInAttempts)
          .set({
            failures: sql`case when ${signInAttempts.lastAttemptAt} < ${forgotten} then 1 else ${signInAttempts.failures} + 1 end`,
            lastAttemptAt: at,
          })
          .where(
            and(
              eq(signInAttempts.key, key),
              or(isNull(signInAttempts.blockedUntil), lte(signInAttempts.blockedUntil, at)),
            ),
          )
          .returning({ failures: signInAttempts.failures });
        // Another attempt set a delay between our check and this update.
        if (!row) return refuseIfBlocked([key], at);
        const delay = delayAfter(row.failures, free, policy);
        if (delay > 0) {
          const until = new Date(at.getTime() + delay);
          await db
            .update(signInAttempts)
            .set({ blockedUntil: sql`greatest(${signInAttempts.blockedUntil}, ${until})` })
            .where(eq(signInAttempts.key, key));
        }
      }
    },

    /** The right password: this address and this e-mail start afresh. */
    async succeeded(ip: string, email: string) {
      await db.delete(signInAttempts).where(
        inArray(
          signInAttempts.key,
          keysFor(ip, email).map((k) => k.key),
        ),
      );
    },
  };
}

export type SignInThrottle = ReturnType<typeof createSignInThrottle>;
