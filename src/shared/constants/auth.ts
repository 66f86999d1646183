export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
/** argon2id parameters (OWASP's recommended minimum). */
export const ARGON2 = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;
export const SESSION_COOKIE = 'bridge_session';
/** Left by a successful sign-in: failures from elsewhere never delay this browser. */
export const DEVICE_COOKIE = 'bridge_device';
export const SESSION_IDLE_MS = 7 * 24 * 60 * 60 * 1000;
export const SESSION_ABSOLUTE_MS = 30 * 24 * 60 * 60 * 1000;
export const CSRF_HEADER = 'x-bridge-client';
