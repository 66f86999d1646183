import { createHash, randomInt } from 'node:crypto';
import {
  decodeProtectedHeader,
  errors as joseErrors,
  jwtVerify,
  SignJWT,
  type JWTPayload,
} from 'jose';
import { forbidden } from './errors';

/** GoTrue's access-token lifetime (GOTRUE_JWT_EXP default). */
export const ACCESS_TOKEN_SECONDS = 3600;
/** A revoked refresh token may still be swapped within this many seconds of its revocation. */
export const REFRESH_TOKEN_REUSE_SECONDS = 10;

/** The claims GoTrue puts in an access token, besides `exp` and `iat`. */
export interface AccessTokenInput {
  iss: string;
  sub: string;
  aud: string;
  role: string;
  email: string;
  phone: string;
  app_metadata: Record<string, unknown>;
  user_metadata: Record<string, unknown>;
  aal: string;
  amr: { method: string; timestamp: number }[];
  session_id: string;
  is_anonymous: boolean;
}

export type AccessTokenClaims = JWTPayload & Omit<AccessTokenInput, 'iss'>;

const key = (secret: string) => new TextEncoder().encode(secret);

/** Signs an access token as GoTrue does (HS256, claims in its order); answers it with its expiry. */
export async function signAccessToken(
  secret: string,
  claims: AccessTokenInput,
  now: Date,
): Promise<{ token: string; expiresAt: number }> {
  const iat = Math.floor(now.getTime() / 1000);
  const expiresAt = iat + ACCESS_TOKEN_SECONDS;
  const { iss, sub, aud, ...rest } = claims;
  const token = await new SignJWT({ iss, sub, aud, exp: expiresAt, iat, ...rest })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .sign(key(secret));
  return { token, expiresAt };
}

const badJwt = (reason: string) =>
  forbidden('bad_jwt', `invalid JWT: unable to parse or verify signature, ${reason}`);

/**
 * Checks a bearer token the way GoTrue's middleware does (golang-jwt with HS256 only), and
 * refuses it with GoTrue's 403 `bad_jwt` and golang-jwt's wording of the reason.
 */
export async function verifyAccessToken(
  secret: string,
  token: string,
  now: Date,
): Promise<AccessTokenClaims> {
  if (token.split('.').length !== 3)
    throw badJwt('token is malformed: token contains an invalid number of segments');
  let alg: unknown;
  try {
    alg = decodeProtectedHeader(token).alg;
  } catch {
    throw badJwt('token is malformed: could not JSON decode header');
  }
  if (alg !== 'HS256')
    throw badJwt(`token signature is invalid: signing method ${String(alg)} is invalid`);
  try {
    const { payload } = await jwtVerify(token, key(secret), {
      algorithms: ['HS256'],
      currentDate: now,
    });
    return payload as AccessTokenClaims;
  } catch (error) {
    if (error instanceof joseErrors.JWSSignatureVerificationFailed)
      throw badJwt('token signature is invalid: signature is invalid');
    if (error instanceof joseErrors.JWTExpired)
      throw badJwt('token has invalid claims: token is expired');
    if (error instanceof joseErrors.JWTClaimValidationFailed)
      throw badJwt(
        error.claim === 'nbf'
          ? 'token has invalid claims: token is not valid yet'
          : `token has invalid claims: ${error.message}`,
      );
    throw badJwt('token is malformed: could not JSON decode claim');
  }
}

const ALPHANUMERIC = 'abcdefghijklmnopqrstuvwxyz0123456789';

/** A new refresh token: GoTrue's legacy shape, twelve random lower-case letters and digits. */
export function newRefreshToken(): string {
  let out = '';
  for (let i = 0; i < 12; i++) out += ALPHANUMERIC[randomInt(ALPHANUMERIC.length)];
  return out;
}

/** What the database keeps of a refresh token, so one read from it cannot be redeemed (the same SHA-256 as schema-sql's upgrade). */
export const refreshTokenHash = (token: string) => createHash('sha256').update(token).digest('hex');
