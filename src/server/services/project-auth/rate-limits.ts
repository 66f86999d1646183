import { tooManyRequests } from './errors';

/**
 * GoTrue's defaults (internal/api/apilimiter): sign-ups, `PUT /user` and `/recover` use the
 * OTP limit (30 per 5 minutes), `/token` (sign-in and refresh) the token-refresh limit (150 per
 * 5 minutes), `/verify` 30 per 5 minutes, each with a burst of 30 per client address; e-mails
 * sent are 30 per hour for the whole project.
 */
export const GOTRUE_RATE_LIMITS = {
  signups: { perFiveMinutes: 30, burst: 30 },
  token: { perFiveMinutes: 150, burst: 30 },
  verify: { perFiveMinutes: 30, burst: 30 },
  user: { perFiveMinutes: 30, burst: 30 },
  recover: { perFiveMinutes: 30, burst: 30 },
  emailsPerHour: 30,
};

export type RateLimitConfig = typeof GOTRUE_RATE_LIMITS;
export type BucketName = 'signups' | 'token' | 'verify' | 'user' | 'recover';

interface Bucket {
  tokens: number;
  at: number;
}

/** Buckets idle this long are full again and forgotten (GoTrue's one-hour expiry). */
const FORGET_AFTER_MS = 60 * 60_000;
const PRUNE_AT = 10_000;

/** In-process limits per project and client address, on an injectable clock. */
export class AuthRateLimiter {
  private readonly buckets = new Map<string, Bucket>();
  private readonly emails = new Map<string, number[]>();

  constructor(
    private readonly config: RateLimitConfig = GOTRUE_RATE_LIMITS,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** Takes one request from the bucket, or throws GoTrue's 429 when it is empty. */
  take(name: BucketName, projectId: string, address: string): void {
    const rule = this.config[name];
    const now = this.now().getTime();
    const key = `${name}\u0000${projectId}\u0000${address}`;
    const bucket = this.buckets.get(key) ?? { tokens: rule.burst, at: now };
    const refilled = Math.min(
      rule.burst,
      bucket.tokens + ((now - bucket.at) * rule.perFiveMinutes) / 300_000,
    );
    if (refilled < 1) {
      this.buckets.set(key, { tokens: refilled, at: now });
      throw tooManyRequests('over_request_rate_limit', 'Request rate limit reached');
    }
    this.buckets.set(key, { tokens: refilled - 1, at: now });
    if (this.buckets.size > PRUNE_AT) this.prune(now);
  }

  /** Counts one e-mail sent for the project, or throws GoTrue's 429 when the hour's allowance is spent. */
  takeEmail(projectId: string): void {
    const now = this.now().getTime();
    const recent = (this.emails.get(projectId) ?? []).filter((t) => now - t < 3_600_000);
    if (recent.length >= this.config.emailsPerHour)
      throw tooManyRequests('over_email_send_rate_limit', 'email rate limit exceeded');
    recent.push(now);
    this.emails.set(projectId, recent);
  }

  private prune(now: number) {
    for (const [key, bucket] of this.buckets)
      if (now - bucket.at > FORGET_AFTER_MS) this.buckets.delete(key);
  }
}
