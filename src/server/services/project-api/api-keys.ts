import { SignJWT } from 'jose';
import type { SecretBox } from '../crypto/secret-box';

/** What a project's API needs to sign and check tokens: its secret and the two long-lived keys. */
export interface ProjectApiKeys {
  /** HS256 secret shared by the project's PostgREST and its auth endpoints. */
  jwtSecret: string;
  /** Safe in a browser: requests made with it run as `anon`. */
  anonKey: string;
  /** Bypasses row-level security: for the founder's own servers only. */
  serviceRoleKey: string;
}

export interface ProjectKeySource {
  id: string;
  slug: string;
  createdAt: Date;
  apiKeyGeneration: number;
}

const TEN_YEARS_S = 10 * 365 * 24 * 3600;

/** The project's JWT secret: derived from the studio's key, so nothing new is stored; rotating bumps the generation. */
export function projectJwtSecret(secrets: SecretBox, project: ProjectKeySource): string {
  return secrets.derive(`project-api-jwt:${project.id}:${project.apiKeyGeneration}`);
}

/** Signs a key the way Supabase's look: issuer, project ref, role, ten years; the same inputs give the same key. */
async function signKey(secret: string, project: ProjectKeySource, role: string): Promise<string> {
  const iat = Math.floor(project.createdAt.getTime() / 1000);
  return new SignJWT({ iss: 'supabase', ref: project.slug, role })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt(iat)
    .setExpirationTime(iat + TEN_YEARS_S)
    .sign(new TextEncoder().encode(secret));
}

export async function projectApiKeys(
  secrets: SecretBox,
  project: ProjectKeySource,
): Promise<ProjectApiKeys> {
  const jwtSecret = projectJwtSecret(secrets, project);
  const [anonKey, serviceRoleKey] = await Promise.all([
    signKey(jwtSecret, project, 'anon'),
    signKey(jwtSecret, project, 'service_role'),
  ]);
  return { jwtSecret, anonKey, serviceRoleKey };
}
