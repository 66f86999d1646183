import type { Mailer } from '../mail/mailer';
import type { ProjectKeyStore } from '../project-api/key-store';
import type { ProjectDatabases } from '../project-db';
import type { RateLimitConfig } from './rate-limits';
import { ProjectAuthService, type ProjectAuthSettings } from './service';

export { ProjectAuthService } from './service';
export type { ProjectAuthSettings } from './service';
export { AUTH_SCHEMA_SQL } from './schema-sql';
export { type RateLimitConfig } from './rate-limits';

/** The `/auth/v1` service over the studio's project databases, keys and mailer. */
export function createProjectAuthService(deps: {
  databases: ProjectDatabases;
  keys: ProjectKeyStore;
  mailer?: Mailer;
  now?: () => Date;
  rateLimits?: RateLimitConfig;
  settingsFor?: (projectId: string) => Promise<ProjectAuthSettings> | ProjectAuthSettings;
}): ProjectAuthService {
  const mailer = deps.mailer;
  return new ProjectAuthService({
    openDatabase: (projectId) => deps.databases.open(projectId),
    keysFor: (projectId) => deps.keys.keysFor(projectId),
    ...(mailer ? { sendMail: (mail) => mailer.send(mail) } : {}),
    ...(deps.now ? { now: deps.now } : {}),
    ...(deps.rateLimits ? { rateLimits: deps.rateLimits } : {}),
    ...(deps.settingsFor ? { settingsFor: deps.settingsFor } : {}),
  });
}
