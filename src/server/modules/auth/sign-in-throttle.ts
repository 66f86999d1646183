import { and, eq, gt, inArray, isNull, like, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { knownSignIns, signInAttempts } from '../../db/schema';
import { RateLimitedError } from '../../lib/errors';
import { hashToken } from '../../lib/tokens';

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

/** A device or address that signed in successfully stays known this long after its last success. */
export const KNOWN_FOR_MS = 180 * 24 * 60 * 60 * 1000;

/** Where an attempt comes from: its address, and the device cookie a success left in its browser. */
export interface AttemptSource {
  ip: string;
  device?: string | undefined;
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
  const ipKey = (ip: string, email: string) => `ip-email:${ip}|${email}`;
  const emailKey = (email: string) => `email:${email}`;
  const knownDevice = (device: string, email: string) => `device:${hashToken(device)}|${email}`;
  const knownIp = (ip: string, email: string) => `ip:${ip}|${email}`;

  /** Known places (a device or address that signed in before) are counted alone, never with strangers. */
  async function keysFor({ ip, device }: AttemptSource, email: string) {
    const candidates = [...(device ? [knownDevice(device, email)] : []), knownIp(ip, email)];
    const since = new Date(now().getTime() - KNOWN_FOR_MS);
    const known = new Set(
      (
        await db
          .select({ key: knownSignIns.key })
          .from(knownSignIns)
          .where(and(inArray(knownSignIns.key, candidates), gt(knownSignIns.lastSuccessAt, since)))
      ).map((row) => row.key),
    );
    if (device && known.has(knownDevice(device, email)))
      return [{ key: `device-email:${hashToken(device)}|${email}`, free: policy.freePerAddress }];
    const own = { key: ipKey(ip, email), free: policy.freePerAddress };
    if (known.has(knownIp(ip, email))) return [own];
    return [own, { key: emailKey(email), free: policy.freePerEmail }];
  }

  async function remember({ ip, device }: AttemptSource, email: string) {
    const lastSuccessAt = now();
    const keys = [
      ...(ip ? [knownIp(ip, email)] : []),
      ...(device ? [knownDevice(device, email)] : []),
    ];
    for (const key of keys)
      await db
        .insert(knownSignIns)
        .values({ key, lastSuccessAt })
        .onConflictDoUpdate({ target: knownSignIns.key, set: { lastSuccessAt } });
  }

  let prunedAt = 0;
  /** Forgotten keys are deleted once per window, so guesses at many e-mails do not pile up rows. */
  async function prune(at: Date, forgotten: Date) {
    if (at.getTime() - prunedAt < policy.forgetAfterMs) return;
    prunedAt = at.getTime();
    await db
      .delete(knownSignIns)
      .where(lte(knownSignIns.lastSuccessAt, new Date(at.getTime() - KNOWN_FOR_MS)));
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
     * Answers whether this attempt started the e-mail's first delay, when its owner is sent an unlock link.
     */
    async begin(source: AttemptSource, email: string): Promise<{ emailDelayStarted: boolean }> {
      const at = now();
      const keys = await keysFor(source, email);
      let emailDelayStarted = false;
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
        if (!row) {
          await refuseIfBlocked([key], at);
          continue;
        }
        const delay = delayAfter(row.failures, free, policy);
        if (key === emailKey(email) && row.failures === free + 1) emailDelayStarted = true;
        if (delay > 0) {
          const until = new Date(at.getTime() + delay);
          await db
            .update(signInAttempts)
            .set({ blockedUntil: sql`greatest(${signInAttempts.blockedUntil}, ${until})` })
            .where(eq(signInAttempts.key, key));
        }
      }
      return { emailDelayStarted };
    },

    /** The right password: this place and this e-mail start afresh, and the place is known from now on. */
    async succeeded(source: AttemptSource, email: string) {
      const keys = [
        ipKey(source.ip, email),
        emailKey(email),
        ...(source.device ? [`device-email:${hashToken(source.device)}|${email}`] : []),
      ];
      await db.delete(signInAttempts).where(inArray(signInAttempts.key, keys));
      await remember(source, email);
    },

    /** The owner followed the e-mailed unlock link: every delay on the e-mail ends, and their device is known. */
    async unlock(email: string, device: string) {
      await db
        .delete(signInAttempts)
        .where(
          or(
            eq(signInAttempts.key, emailKey(email)),
            like(signInAttempts.key, `ip-email:%|${escapeLike(email)}`),
          ),
        );
      await remember({ ip: '', device }, email);
    },
  };
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export type SignInThrottle = ReturnType<typeof createSignInThrottle>;
