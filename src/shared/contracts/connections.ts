import { z } from 'zod';

const token = z.string().trim().min(8, 'Paste the whole access token.').max(500);

export const connectGitHubBody = z.object({
  owner: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9-]{1,39}$/, 'Enter the GitHub user or organisation name.'),
  repo: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9._-]{1,100}$/, 'Enter the repository name.'),
  token,
});
export const connectNetlifyBody = z.object({
  siteId: z.string().trim().min(1, 'Enter the Netlify site id.').max(100),
  token,
});
export const connectDatabaseBody = z.object({
  url: z
    .string()
    .trim()
    .regex(
      /^postgres(ql)?:\/\/.+/,
      'Paste a connection string that starts with postgres:// or postgresql://.',
    )
    .max(2000),
});
export const connectionKind = z.enum(['database', 'github', 'netlify']);
export const connectionParams = z.object({ id: z.string().uuid(), kind: connectionKind });

/** What the browser may know about a project's connections: never a secret, only masked hints. */
export const connectionsResponse = z.object({
  database: z.object({ kind: z.enum(['embedded', 'external']), hint: z.string().nullable() }),
  github: z.object({ owner: z.string(), repo: z.string(), tokenHint: z.string() }).nullable(),
  netlify: z.object({ siteId: z.string(), tokenHint: z.string() }).nullable(),
});
export type ConnectionsResponse = z.infer<typeof connectionsResponse>;

/** POST /api/projects/:id/connections/:kind/test: whether the stored connection answers now. */
export const connectionTestResponse = z.object({ ok: z.boolean(), message: z.string() });
export type ConnectionTestResponse = z.infer<typeof connectionTestResponse>;

/** GET /api/projects/:id/database/facts: which database, its version, size and tables. */
export const databaseFactsResponse = z.object({
  kind: z.enum(['embedded', 'external']),
  hint: z.string().nullable(),
  serverVersion: z.string(),
  databaseBytes: z.number().nonnegative(),
  tables: z.array(
    z.object({ schema: z.string(), name: z.string(), rows: z.number(), bytes: z.number() }),
  ),
});
export type DatabaseFactsResponse = z.infer<typeof databaseFactsResponse>;

/** GET /api/projects/:id/database/connection: a postgres:// URI with the password, for the founder's own tools. */
export const databaseConnectionResponse = z.object({ uri: z.string() });
export type DatabaseConnectionResponse = z.infer<typeof databaseConnectionResponse>;
