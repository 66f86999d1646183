import type { FastifyBaseLogger } from 'fastify';
import { repeatEvery } from '../project-db/repeat';
import type { Timers } from '../project-db/timers';
import type { StaticHost } from './static-host';

/** Pending domains are looked up again this often, so a record added later is noticed on its own. */
export const DOMAIN_CHECK_EVERY_MS = 10 * 60 * 1000;

/** Re-checks every pending custom domain every DOMAIN_CHECK_EVERY_MS until closed. */
export const scheduleDomainChecks = (deps: {
  host: StaticHost;
  timers: Timers;
  log: FastifyBaseLogger;
}) =>
  repeatEvery(deps.timers, DOMAIN_CHECK_EVERY_MS, async () => {
    await deps.host
      .verifyPendingDomains()
      .catch((err: unknown) => deps.log.error({ err }, 'could not check pending custom domains'));
  });
