import { z } from 'zod';
import { projectParams } from './projects';

/** Live state of a project's database, repository and site. */
export const column = z.object({
  name: z.string(),
  type: z.string(),
  nullable: z.boolean(),
  default: z.string().nullable(),
});
export const policy = z.object({
  name: z.string(),
  command: z.string(),
  roles: z.array(z.string()),
  using: z.string().nullable(),
  withCheck: z.string().nullable(),
});
export const tableInfo = z.object({
  schema: z.string(),
  name: z.string(),
  rls: z.boolean(),
  columns: z.array(column),
  policies: z.array(policy),
  indexes: z.array(
    z.object({ name: z.string(), columns: z.array(z.string()), unique: z.boolean() }),
  ),
  foreignKeys: z.array(
    z.object({
      columns: z.array(z.string()),
      references: z.object({ schema: z.string(), table: z.string(), columns: z.array(z.string()) }),
    }),
  ),
});
export type TableInfo = z.infer<typeof tableInfo>;
export const schemaResponse = z.object({ tables: z.array(tableInfo) });
export type SchemaResponse = z.infer<typeof schemaResponse>;

/** How much room the project's database takes and who signed up, for System Health and the dashboard. */
export const databaseUsageResponse = z.object({
  databaseBytes: z.number().nonnegative(),
  tables: z.array(
    z.object({ schema: z.string(), name: z.string(), rows: z.number(), bytes: z.number() }),
  ),
  /** People signed up to the project's own app (auth.users), all time and in the last 7 days. */
  users: z.object({ total: z.number().int(), lastWeek: z.number().int() }),
});
export type DatabaseUsageResponse = z.infer<typeof databaseUsageResponse>;

export const branchesResponse = z.object({
  current: z.string(),
  branches: z.array(z.object({ name: z.string(), sha: z.string() })),
});
export type BranchesResponse = z.infer<typeof branchesResponse>;

export const logQuery = z.object({
  branch: z.string().min(1).max(200).default('main'),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export const commit = z.object({
  sha: z.string(),
  message: z.string(),
  author: z.string(),
  date: z.string(),
});
export const logResponse = z.object({ commits: z.array(commit) });
export type LogResponse = z.infer<typeof logResponse>;

export const zipQuery = z.object({ branch: z.string().min(1).max(200).default('main') });

export const deployState = z.enum(['preparing', 'uploading', 'ready', 'error']);
export const deploy = z.object({
  id: z.string(),
  state: deployState,
  url: z.string(),
  live: z.boolean(),
  branch: z.string(),
  context: z.string(),
  commitSha: z.string().nullable(),
  createdAt: z.string(),
  /** When the deploy last changed state: for a ready deploy, when it finished. */
  updatedAt: z.string().optional(),
  error: z.string().nullable(),
});
export type Deploy = z.infer<typeof deploy>;
export const deploysResponse = z.object({ deploys: z.array(deploy) });

/** A custom domain and the DNS record that proves the founder owns it; pending ones are not served. */
export const customDomain = z.object({
  domain: z.string(),
  status: z.enum(['pending', 'verified']),
  record: z.object({ type: z.literal('TXT'), name: z.string(), value: z.string() }),
  checkedAt: z.string().nullable(),
});
export type CustomDomain = z.infer<typeof customDomain>;
export const domainParams = projectParams.extend({ domain: z.string().min(3).max(253) });
export const verifyDomainResponse = z.object({ domain: customDomain });

export const siteResponse = z.object({
  slug: z.string(),
  url: z.string(),
  liveDeployId: z.string().nullable(),
  domains: z.array(z.string()),
  customDomains: z.array(customDomain),
  env: z.array(z.object({ key: z.string(), value: z.string(), context: z.string() })),
});
export type SiteResponse = z.infer<typeof siteResponse>;

/** Progress of a deploy, pushed over /api/events as `deploy`. */
export const deployProgress = z.object({
  projectId: z.string(),
  deployId: z.string(),
  state: deployState,
  message: z.string(),
  uploaded: z.number(),
  total: z.number(),
  error: z.string().nullable(),
});
export type DeployProgressEvent = z.infer<typeof deployProgress>;
