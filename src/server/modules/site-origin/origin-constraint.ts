import type { IncomingMessage } from 'node:http';

/** Set by Fastify when it rewrote the URL: the URL as the client sent it. */
type Rewritable = IncomingMessage & { originalUrl?: string };

/**
 * A route constraint that site routes carry: only requests `siteRewrite` moved under the site
 * prefix match them, so the studio's own host asking for that prefix gets its ordinary 404.
 */
export const siteOriginConstraint = {
  name: 'siteOrigin',
  storage() {
    const handlers = new Map<string, unknown>();
    return {
      get: (value: string) => (handlers.get(value) ?? null) as never,
      set: (value: string, handler: unknown) => void handlers.set(value, handler),
    };
  },
  deriveConstraint: (req: Rewritable) =>
    (req.originalUrl !== undefined && req.originalUrl !== req.url ? 'yes' : undefined) as string,
};
