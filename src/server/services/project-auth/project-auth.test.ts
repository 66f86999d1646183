import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { errorBody, GoTrueError, oauthError, wantsApiVersion2024 } from './errors';
import { validateEmail, weakPasswordError } from './passwords';
import { AuthRateLimiter } from './rate-limits';
import { ProjectAuthService } from './service';
import { newRefreshToken, signAccessToken, verifyAccessToken } from './tokens';

const SECRET = 'a project secret long enough for HS256';
const claims = {
  iss: 'http://shop.localhost:3000/auth/v1',
  sub: '11111111-1111-4111-8111-111111111111',
  aud: 'authenticated',
  role: 'authenticated',
  email: 'a@example.com',
  phone: '',
  app_metadata: { provider: 'email', providers: ['email'] },
  user_metadata: {},
  aal: 'aal1',
  amr: [{ method: 'password', timestamp: 1 }],
  session_id: '22222222-2222-4222-8222-222222222222',
  is_anonymous: false,
};

describe('GoTrue error bodies', () => {
  it('answers the original shape, the 2024-01-01 shape, and OAuth errors', () => {
    const error = new GoTrueError(400, 'invalid_credentials', 'Invalid login credentials');
    expect(errorBody(error, false)).toEqual({
      code: 400,
      error_code: 'invalid_credentials',
      msg: 'Invalid login credentials',
    });
    expect(errorBody(error, true)).toEqual({
      code: 'invalid_credentials',
      message: 'Invalid login credentials',
    });
    expect(errorBody(oauthError('invalid_request', 'refresh_token required'), true)).toEqual({
      error: 'invalid_request',
      error_description: 'refresh_token required',
    });
  });

  it('reads the API version header as GoTrue does', () => {
    expect(wantsApiVersion2024('2024-01-01')).toBe(true);
    expect(wantsApiVersion2024('2025-06-30')).toBe(true);
    expect(wantsApiVersion2024('2023-12-31')).toBe(false);
    expect(wantsApiVersion2024('yesterday')).toBe(false);
    expect(wantsApiVersion2024(undefined)).toBe(false);
  });
});

describe('passwords and addresses', () => {
  it("applies GoTrue's length rules", () => {
    expect(weakPasswordError('123456')).toBeNull();
    expect(weakPasswordError('12345')).toMatchObject({
      status: 422,
      errorCode: 'weak_password',
      options: { weakPasswordReasons: ['length'] },
    });
    expect(weakPasswordError('x'.repeat(73))).toMatchObject({
      status: 400,
      errorCode: 'validation_failed',
      message: 'Password cannot be longer than 72 characters',
    });
  });

  it("applies the project's own minimum length, with GoTrue's message", () => {
    expect(weakPasswordError('123456789', 10)).toMatchObject({
      status: 422,
      errorCode: 'weak_password',
      message: 'Password should be at least 10 characters.',
      options: { weakPasswordReasons: ['length'] },
    });
    expect(weakPasswordError('1234567890', 10)).toBeNull();
    // Measured in bytes, as Go does: five two-byte letters are ten.
    expect(weakPasswordError('ééééé', 10)).toBeNull();
  });

  it('lower-cases valid addresses and refuses the rest', () => {
    expect(validateEmail('Ada.Lovelace+app@Example.COM')).toBe('ada.lovelace+app@example.com');
    for (const bad of ['plain', 'a@', '@b.c', 'a b@c.d', 'a@-b.c'])
      expect(() => validateEmail(bad)).toThrow('Unable to validate email address: invalid format');
    expect(() => validateEmail('')).toThrow('An email address is required');
  });
});

describe('access tokens', () => {
  const now = new Date('2026-01-05T09:00:00Z');

  it('signs HS256 tokens for an hour and reads them back', async () => {
    const { token, expiresAt } = await signAccessToken(SECRET, claims, now);
    expect(expiresAt).toBe(now.getTime() / 1000 + 3600);
    const read = await verifyAccessToken(SECRET, token, now);
    expect(read).toMatchObject({ sub: claims.sub, role: 'authenticated', iss: claims.iss });
  });

  it("refuses expired, foreign and unsigned tokens with golang-jwt's words", async () => {
    const { token } = await signAccessToken(SECRET, claims, now);
    const later = new Date(now.getTime() + 3600_000);
    await expect(verifyAccessToken(SECRET, token, later)).rejects.toMatchObject({
      status: 403,
      errorCode: 'bad_jwt',
      message:
        'invalid JWT: unable to parse or verify signature, token has invalid claims: token is expired',
    });
    const foreign = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new TextEncoder().encode('another secret entirely, also long'));
    await expect(verifyAccessToken(SECRET, foreign, now)).rejects.toMatchObject({
      message:
        'invalid JWT: unable to parse or verify signature, token signature is invalid: signature is invalid',
    });
    const [, payload] = token.split('.');
    const none = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${payload}.`;
    await expect(verifyAccessToken(SECRET, none, now)).rejects.toMatchObject({
      message:
        'invalid JWT: unable to parse or verify signature, token signature is invalid: signing method none is invalid',
    });
  });

  it('makes refresh tokens of twelve lower-case letters and digits', () => {
    const tokens = new Set(Array.from({ length: 50 }, newRefreshToken));
    expect(tokens.size).toBe(50);
    for (const token of tokens) expect(token).toMatch(/^[a-z0-9]{12}$/);
  });
});

describe('rate limits', () => {
  it('allows a burst, then refills at the configured rate, per project and address', () => {
    let at = Date.parse('2026-01-05T09:00:00Z');
    const limiter = new AuthRateLimiter(
      {
        signups: { perFiveMinutes: 30, burst: 3 },
        token: { perFiveMinutes: 150, burst: 30 },
        verify: { perFiveMinutes: 30, burst: 30 },
        user: { perFiveMinutes: 30, burst: 30 },
        recover: { perFiveMinutes: 30, burst: 30 },
        emailsPerHour: 2,
      },
      () => new Date(at),
    );
    for (let i = 0; i < 3; i++) limiter.take('signups', 'p1', '10.0.0.1');
    expect(() => limiter.take('signups', 'p1', '10.0.0.1')).toThrow(
      expect.objectContaining({ status: 429, errorCode: 'over_request_rate_limit' }),
    );
    // Another address, or another project, has a bucket of its own.
    limiter.take('signups', 'p1', '10.0.0.2');
    limiter.take('signups', 'p2', '10.0.0.1');
    at += 10_000; // 30 per 300 s: one more after ten seconds
    limiter.take('signups', 'p1', '10.0.0.1');
    expect(() => limiter.take('signups', 'p1', '10.0.0.1')).toThrow();

    limiter.takeEmail('p1');
    limiter.takeEmail('p1');
    expect(() => limiter.takeEmail('p1')).toThrow(
      expect.objectContaining({ status: 429, errorCode: 'over_email_send_rate_limit' }),
    );
    at += 3600_000;
    limiter.takeEmail('p1');
  });
});

describe('X-JWT-AUD', () => {
  const unused = () => Promise.reject(new Error('not used'));
  it('names only `authenticated` or an audience the project allows', () => {
    const auth = new ProjectAuthService({
      openDatabase: unused,
      keysFor: unused,
      audiencesFor: (projectId) => (projectId === 'shop' ? ['partners'] : []),
    });
    expect(auth.allowsAudience('shop', 'authenticated')).toBe(true);
    expect(auth.allowsAudience('shop', 'partners')).toBe(true);
    expect(auth.allowsAudience('blog', 'partners')).toBe(false);
    expect(auth.allowsAudience('shop', 'anything-else')).toBe(false);
  });
});
