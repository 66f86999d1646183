import { ProjectDbError } from './errors';
import type { AddressGuard } from '../net/address-guard';
import { PostgresEngine } from './postgres-engine';
import { projectDatabaseOn, type ProjectDatabase } from './project-database';
import type { SqlEngine } from './sql-engine';
import type { ProjectsServer } from './projects-server';
import { realTimers, type Timers } from './timers';

export interface ProjectDatabasesOptions {
  /** The server the studio-hosted databases are on. */
  server: ProjectsServer;
  /** Projects whose connection pools are open at once; the least recently used closes first. */
  maxPools?: number;
  /** A project unused this long has its pool closed. */
  idleTimeoutMs?: number;
  /** A statement running longer is stopped (statement_timeout). */
  statementTimeoutMs?: number;
  /** How long a statement may wait for a lock. */
  lockTimeoutMs?: number;
  /** Projects on their own Postgres: the connection string (decrypted) and where it may lead. */
  external?: {
    connectionString: (
      projectId: string,
    ) => Promise<string | null | undefined> | string | null | undefined;
    guard: AddressGuard;
  };
  timers?: Timers;
}

export const PROJECT_DB_DEFAULTS = {
  maxPools: 20,
  idleTimeoutMs: 10 * 60_000,
  statementTimeoutMs: 5_000,
  lockTimeoutMs: 3_000,
} as const;

interface Entry {
  id: string;
  engine: SqlEngine;
  db: ProjectDatabase;
  active: number;
  idleTimer: unknown;
  closing: Promise<void> | null;
}

const PROJECT_ID = /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/;
/** A project's connections close after this long unused, so quiet projects hold no server process. */
const POOL_IDLE_CONNECTION_MS = 60_000;

function checkId(projectId: string): void {
  if (!PROJECT_ID.test(projectId))
    throw new ProjectDbError('invalid_project', 'That is not a valid project id.');
}

/**
 * Every project's database, opened on first use and kept within a bounded number: the least
 * recently used one closes when another must open, and any one closes after sitting idle.
 */
export class ProjectDatabases {
  private readonly entries = new Map<string, Entry>();
  private readonly opening = new Map<string, Promise<Entry>>();
  private readonly settings: Required<Omit<ProjectDatabasesOptions, 'external'>> &
    Pick<ProjectDatabasesOptions, 'external'>;
  private shutDown = false;

  constructor(options: ProjectDatabasesOptions) {
    this.settings = {
      maxPools: options.maxPools ?? PROJECT_DB_DEFAULTS.maxPools,
      idleTimeoutMs: options.idleTimeoutMs ?? PROJECT_DB_DEFAULTS.idleTimeoutMs,
      statementTimeoutMs: options.statementTimeoutMs ?? PROJECT_DB_DEFAULTS.statementTimeoutMs,
      lockTimeoutMs: options.lockTimeoutMs ?? PROJECT_DB_DEFAULTS.lockTimeoutMs,
      external: options.external,
      server: options.server,
      timers: options.timers ?? realTimers,
    };
  }

  /** Builds the baseline template if it is missing or stale; call at start-up so the first create is fast. */
  async ensureTemplate(): Promise<void> {
    await this.settings.server.ensureTemplate();
  }

  /** The connection string founders paste into their own tools. */
  founderUri(projectId: string): Promise<string> {
    checkId(projectId);
    return this.settings.server.founderUri(projectId);
  }

  /** Replaces the password founders are shown and ends the sessions opened with the old one. */
  rotateFounderPassword(projectId: string): Promise<void> {
    checkId(projectId);
    return this.settings.server.rotateFounderPassword(projectId);
  }

  /** Creates the project's database from the template on the projects server. */
  async create(projectId: string): Promise<{ ms: number; created: boolean }> {
    checkId(projectId);
    const started = performance.now();
    const created = await this.settings.server.create(projectId);
    return { ms: performance.now() - started, created };
  }

  /** A handle on the project's database; it opens on first use and reopens after being closed. */
  async open(projectId: string): Promise<ProjectDatabase> {
    const kind = (await this.use(
      projectId,
      async (entry) => entry.engine.kind,
    )) as ProjectDatabase['kind'];
    const via = <T>(fn: (db: ProjectDatabase) => Promise<T>) =>
      this.use(projectId, (entry) => fn(entry.db));
    return {
      kind,
      query: (sql, params) => via((db) => db.query(sql, params)),
      runInTransaction: (steps, options) => via((db) => db.runInTransaction(steps, options)),
      queryAs: (actor, sql, params) => via((db) => db.queryAs(actor, sql, params)),
      dryRun: (sql) => via((db) => db.dryRun(sql)),
      execute: (sql, options) => via((db) => db.execute(sql, options)),
      read: (sql, options) => via((db) => db.read(sql, options)),
      introspect: (options) => via((db) => db.introspect(options)),
      usage: () => via((db) => db.usage()),
      fingerprint: () => via((db) => db.fingerprint()),
      ensureBaseline: () => via((db) => db.ensureBaseline()),
      close: () => this.closeProject(projectId),
    } satisfies ProjectDatabase;
  }

  /** Whether the project's database is open and not closing. */
  isOpen(projectId: string): boolean {
    const entry = this.entries.get(projectId);
    return Boolean(entry && !entry.closing);
  }

  /** Open projects, least recently used first. */
  openProjects(): string[] {
    return [...this.entries.values()].filter((e) => !e.closing).map((e) => e.id);
  }

  /** Closes one project's database (checkpoint, then close); use it when its connection settings change. */
  async closeProject(projectId: string): Promise<void> {
    await this.opening.get(projectId)?.catch(() => undefined);
    const entry = this.entries.get(projectId);
    if (entry) await this.closeEntry(entry);
  }

  /** Closes the project's pool and drops its database and role (the project is being deleted). */
  async remove(projectId: string): Promise<void> {
    checkId(projectId);
    await this.closeProject(projectId);
    await this.settings.server.drop(projectId);
  }

  /** Shut-down: checkpoints and closes every open database; later calls are refused. */
  async closeAll(): Promise<void> {
    this.shutDown = true;
    await Promise.all([...this.opening.values()].map((p) => p.catch(() => undefined)));
    await Promise.all([...this.entries.values()].map((entry) => this.closeEntry(entry)));
    await this.settings.server.close();
  }

  private async use<T>(projectId: string, fn: (entry: Entry) => Promise<T>): Promise<T> {
    const entry = await this.acquire(projectId);
    try {
      return await fn(entry);
    } finally {
      this.release(entry);
    }
  }

  private async acquire(projectId: string): Promise<Entry> {
    checkId(projectId);
    for (;;) {
      if (this.shutDown)
        throw new ProjectDbError('closed', 'The server is shutting down; try again in a moment.');
      const existing = this.entries.get(projectId);
      if (existing?.closing) {
        await existing.closing;
        continue;
      }
      let entry = existing;
      if (!entry) {
        let opening = this.opening.get(projectId);
        if (!opening) {
          opening = this.createEntry(projectId).finally(() => this.opening.delete(projectId));
          this.opening.set(projectId, opening);
        }
        entry = await opening;
        if (this.entries.get(projectId) !== entry) {
          if (this.entries.has(projectId) || entry.closing) continue;
        }
      }
      // Map order is the recency order: move to the end.
      this.entries.delete(projectId);
      this.entries.set(projectId, entry);
      entry.active++;
      this.settings.timers.clearTimeout(entry.idleTimer);
      this.evictOverflow();
      return entry;
    }
  }

  private release(entry: Entry): void {
    entry.active--;
    if (entry.active === 0 && !entry.closing && this.entries.get(entry.id) === entry) {
      entry.idleTimer = this.settings.timers.setTimeout(() => {
        if (entry.active === 0 && this.entries.get(entry.id) === entry) void this.closeEntry(entry);
      }, this.settings.idleTimeoutMs);
    }
    this.evictOverflow();
  }

  private async createEntry(projectId: string): Promise<Entry> {
    const { external, server, statementTimeoutMs, lockTimeoutMs } = this.settings;
    const connectionString = await external?.connectionString(projectId);
    let engine: SqlEngine;
    if (connectionString && external) {
      engine = new PostgresEngine({
        kind: 'external',
        connectionString,
        statementTimeoutMs,
        lockTimeoutMs,
        guard: external.guard,
      });
    } else {
      engine = new PostgresEngine({
        kind: 'embedded',
        connectionString: await server.studioUri(projectId),
        statementTimeoutMs,
        lockTimeoutMs,
        idleConnectionMs: POOL_IDLE_CONNECTION_MS,
      });
    }
    return {
      id: projectId,
      engine,
      db: projectDatabaseOn(engine),
      active: 0,
      idleTimer: undefined,
      closing: null,
    };
  }

  /** Closes least recently used idle pools until no more than maxPools remain. */
  private evictOverflow(): void {
    let open = [...this.entries.values()].filter((e) => !e.closing);
    while (open.length > this.settings.maxPools) {
      const victim = open.find((e) => e.active === 0);
      // Every database is busy: the newest one closes as soon as its work ends.
      if (!victim) return;
      void this.closeEntry(victim);
      open = open.filter((e) => e !== victim);
    }
  }

  private closeEntry(entry: Entry): Promise<void> {
    if (entry.closing) return entry.closing;
    this.settings.timers.clearTimeout(entry.idleTimer);
    entry.closing = entry.engine
      .close()
      .catch(() => undefined)
      .finally(() => {
        if (this.entries.get(entry.id) === entry) this.entries.delete(entry.id);
      });
    return entry.closing;
  }
}

/**
 * A connection to an external database outside the pool, for checking a connection string before
 * it is saved (and installing the baseline there); close it when done.
 */
export function openExternalDatabase(
  connectionString: string,
  options: { guard: AddressGuard; statementTimeoutMs?: number; lockTimeoutMs?: number },
): ProjectDatabase {
  return projectDatabaseOn(
    new PostgresEngine({
      kind: 'external',
      connectionString,
      guard: options.guard,
      statementTimeoutMs: options.statementTimeoutMs ?? PROJECT_DB_DEFAULTS.statementTimeoutMs,
      lockTimeoutMs: options.lockTimeoutMs ?? PROJECT_DB_DEFAULTS.lockTimeoutMs,
      maxConnections: 1,
    }),
  );
}
