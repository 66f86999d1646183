import { createHash, timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import './site-context';

/** The keys a project's API accepts in `apikey` (its anon and service-role keys). */
export interface ProjectApiKeyPair {
  anonKey: string;
  serviceRoleKey: string;
}

export type ApiKeyCheck =
  | { ok: true; role: 'anon' | 'service_role' }
  | { ok: false; status: 401; body: { message: string } };

const digest = (text: string) => createHash('sha256').update(text).digest();
/** Compares digests in constant time, so the answer's timing says nothing about the service-role key. */
const sameKey = (a: string, b: string) => timingSafeEqual(digest(a), digest(b));

function firstValue(value: unknown): string | undefined {
  if (Array.isArray(value)) return typeof value[0] === 'string' ? value[0] : undefined;
  return typeof value === 'string' ? value : undefined;
}

/** The key a request presents: the `apikey` header, else the `apikey` query parameter. */
export const presentedApiKey = (
  headers: IncomingHttpHeaders,
  query: Record<string, unknown> | undefined,
): string | undefined => firstValue(headers.apikey) || firstValue(query?.apikey);

/**
 * The gateway's check in front of a project's API, as Supabase's Kong does it (key-auth on
 * `apikey`, read from the header or the query string): no key is 401 "No API key found in
 * request", a key that is not one of the project's is 401 "Invalid API key".
 */
export function checkProjectApiKey(
  presented: string | undefined,
  keys: ProjectApiKeyPair | null,
): ApiKeyCheck {
  if (!presented)
    return { ok: false, status: 401, body: { message: 'No API key found in request' } };
  if (keys && sameKey(presented, keys.anonKey)) return { ok: true, role: 'anon' };
  if (keys && sameKey(presented, keys.serviceRoleKey)) return { ok: true, role: 'service_role' };
  return { ok: false, status: 401, body: { message: 'Invalid API key' } };
}

/** Answers 401 and returns false when the request carries none of the project's keys; true to go on. */
export async function requireProjectApiKey(
  request: FastifyRequest,
  reply: FastifyReply,
  keys: ProjectApiKeyPair | null,
): Promise<boolean> {
  const query = request.query as Record<string, unknown> | undefined;
  const check = checkProjectApiKey(presentedApiKey(request.headers, query), keys);
  if (check.ok) return true;
  await reply
    .status(check.status)
    .header('content-type', 'application/json; charset=utf-8')
    .send(check.body);
  return false;
}

/** The gateway's key check for a site's project, as the API plugins take it: false when refused (already answered). */
export type CheckApiKey = (request: FastifyRequest, reply: FastifyReply) => Promise<boolean>;

export const projectApiKeyCheck =
  (keys: { keysFor: (projectId: string) => Promise<ProjectApiKeyPair | null> }): CheckApiKey =>
  async (request, reply) =>
    requireProjectApiKey(request, reply, await keys.keysFor(request.site.projectId));
