import { randomUUID } from 'node:crypto';
import type { Timers } from '../../services/project-db/timers';
import type { LeaseTerms, OperationRepository } from './repository';

/** How long a run holds its operation without renewing; a crashed server's runs are free after this. */
export const LEASE_MS = 60_000;
/** Renewed three times per lease, so one slow database answer does not lose it. */
export const RENEW_EVERY_MS = LEASE_MS / 3;

export interface HeldLease {
  stop(): void;
}

/** Leases for running operations: taken with the claim, renewed while the run goes on. */
export class OperationLeases {
  /** This process's name on the leases it holds; a restart is a new owner. */
  readonly owner = randomUUID();

  constructor(
    private readonly repo: OperationRepository,
    private readonly timers: Timers,
    private readonly now: () => Date,
  ) {}

  terms(action: LeaseTerms['action'], userId: string): LeaseTerms {
    return { action, owner: this.owner, until: new Date(this.now().getTime() + LEASE_MS), userId };
  }

  /** Renews the operation's lease every RENEW_EVERY_MS until `stop()`; a failed write is simply tried again at the next turn. */
  hold(id: string): HeldLease {
    let handle: unknown;
    let stopped = false;
    // The next turn is set before this one's write, so a slow database never delays the rhythm.
    const renew = () => {
      if (stopped) return;
      handle = this.timers.setTimeout(renew, RENEW_EVERY_MS);
      const until = new Date(this.now().getTime() + LEASE_MS);
      void this.repo.renewLease(id, this.owner, until).catch(() => undefined);
    };
    handle = this.timers.setTimeout(renew, RENEW_EVERY_MS);
    return {
      stop: () => {
        stopped = true;
        this.timers.clearTimeout(handle);
      },
    };
  }
}
