import { z } from 'zod';

/**
 * `GET /api/projects/:id/api`: the project's Supabase-compatible API. Every member gets the URL
 * and the anon key (safe in a browser); only owners and admins get the service-role key.
 */
export const projectApiResponse = z.object({
  /** The site's own origin, no trailing slash: what `createClient` takes as SUPABASE_URL. */
  url: z.string().url(),
  /**
   * The same API under a path of the studio's own address (`<PUBLIC_URL>/p/<slug>`), for Node
   * scripts and other servers, which cannot resolve `*.localhost`.
   */
  serverUrl: z.string().url(),
  anonKey: z.string().min(1),
  serviceRoleKey: z.string().min(1).optional(),
});
export type ProjectApiResponse = z.infer<typeof projectApiResponse>;
