import { spawn, type ChildProcess } from 'node:child_process';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { mkdtemp, rm } from 'node:fs/promises';
import { PostgrestUnavailable } from './postgrest-binary';
import { realTimers, type Timers } from '../project-db/timers';
import { REQUEST_TAG_FUNCTION } from './request-tag';

export interface PostgrestProcessesOptions {
  /** The PostgREST binary, once findPostgrest has checked it; a rejection is answered to every request. */
  binary: Promise<string>;
  /** The project's database as the studio's login for it; ensures the database exists. */
  databaseUri: (projectId: string) => Promise<string>;
  /** The project's current JWT secret: a rotated secret restarts its PostgREST. */
  jwtSecret: (projectId: string) => Promise<string>;
  /** A project's PostgREST stops after this long without requests. */
  idleMs?: number;
  /** At most this many run at once; the least recently used stops first. */
  maxProcesses?: number;
  /** How long a start may take before the request is answered with an error. */
  startTimeoutMs?: number;
  timers?: Timers;
  log: { warn: (message: string) => void };
}

interface Running {
  projectId: string;
  child: ChildProcess;
  socketPath: string;
  jwtSecret: string;
  idleTimer: unknown;
  /** Requests being proxied now: an idle stop waits for them. */
  active: number;
  exited: Promise<void>;
  /** The schema changed since it started: the next request starts a fresh one. */
  stale: boolean;
}

export const POSTGREST_DEFAULTS = { idleMs: 5 * 60_000, maxProcesses: 20, startTimeoutMs: 10_000 };
const POLL_MS = 15;
/** Connections each PostgREST holds to its project's database (counted in the studio's login limit). */
export const POSTGREST_POOL_SIZE = 2;

/** Answers true once PostgREST serves its root (it answers 503 while its schema cache loads). */
function ready(socketPath: string): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = request({ socketPath, path: '/', method: 'HEAD' }, (res) => {
      res.resume();
      resolve((res.statusCode ?? 500) < 500);
    });
    probe.on('error', () => resolve(false));
    probe.end();
  });
}

/**
 * One PostgREST per active project, on a Unix socket: started by the first request, stopped after
 * sitting idle, bounded in number, told to reload its schema cache after the schema changes.
 */
export class PostgrestProcesses {
  private readonly running = new Map<string, Running>();
  private readonly starting = new Map<string, Promise<Running>>();
  /** Replaced processes still answering requests; each stops when its last one ends. */
  private readonly retiring = new Set<Running>();
  private launches = 0;
  private readonly settings: Required<Omit<PostgrestProcessesOptions, 'log'>> &
    Pick<PostgrestProcessesOptions, 'log'>;
  private closed = false;
  /** A short folder for the Unix sockets: their paths must stay under about 100 characters. */
  private socketDir: Promise<string> | null = null;

  constructor(options: PostgrestProcessesOptions) {
    this.settings = {
      idleMs: POSTGREST_DEFAULTS.idleMs,
      maxProcesses: POSTGREST_DEFAULTS.maxProcesses,
      startTimeoutMs: POSTGREST_DEFAULTS.startTimeoutMs,
      timers: realTimers,
      ...options,
    };
  }

  /** Runs `fn` with the socket of the project's PostgREST, starting it when needed. */
  async use<T>(projectId: string, fn: (socketPath: string) => Promise<T>): Promise<T> {
    const entry = await this.acquire(projectId);
    entry.active += 1;
    this.settings.timers.clearTimeout(entry.idleTimer);
    try {
      return await fn(entry.socketPath);
    } finally {
      entry.active -= 1;
      if (!this.retiring.has(entry)) this.scheduleIdle(entry);
      else if (entry.active === 0) void this.terminate(entry);
    }
  }

  /** Projects whose PostgREST is running, least recently used first. */
  runningProjects(): string[] {
    return [...this.running.keys()];
  }

  /** Process id of the project's PostgREST, for measuring; null when it is not running. */
  pidOf(projectId: string): number | null {
    return this.running.get(projectId)?.child.pid ?? null;
  }

  /**
   * The project's schema changed: its next request goes to a fresh PostgREST, which has read the
   * new schema before it answers (a SIGUSR1 reload would leave a moment where the old one answers).
   */
  reloadSchema(projectId: string): void {
    const entry = this.running.get(projectId);
    if (entry) entry.stale = true;
  }

  /** Stops the project's PostgREST (the project is deleted, or its database moved). */
  async stop(projectId: string): Promise<void> {
    await this.starting.get(projectId)?.catch(() => undefined);
    const entry = this.running.get(projectId);
    if (entry) await this.terminate(entry);
  }

  async closeAll(): Promise<void> {
    this.closed = true;
    await Promise.all([...this.starting.values()].map((p) => p.catch(() => undefined)));
    const all = [...this.running.values(), ...this.retiring];
    await Promise.all(all.map((entry) => this.terminate(entry)));
    if (this.socketDir) await rm(await this.socketDir, { recursive: true, force: true });
  }

  private async acquire(projectId: string): Promise<Running> {
    if (this.closed) throw new PostgrestUnavailable('The server is shutting down.');
    const secret = await this.settings.jwtSecret(projectId);
    const current = this.running.get(projectId);
    if (current && current.jwtSecret === secret && !current.stale) {
      // Most recently used last, so eviction takes the first.
      this.running.delete(projectId);
      this.running.set(projectId, current);
      return current;
    }
    const pending = this.starting.get(projectId);
    if (pending) return pending;
    const start = (async () => {
      if (current) this.retire(current);
      await this.makeRoom();
      return this.launch(projectId, secret);
    })().finally(() => this.starting.delete(projectId));
    this.starting.set(projectId, start);
    return start;
  }

  /** Takes a process out of use; it stops once the requests it is answering have ended. */
  private retire(entry: Running): void {
    if (this.running.get(entry.projectId) === entry) this.running.delete(entry.projectId);
    this.settings.timers.clearTimeout(entry.idleTimer);
    if (entry.active === 0) void this.terminate(entry);
    else this.retiring.add(entry);
  }

  private async makeRoom(): Promise<void> {
    // Called before this start is counted: make room for one more.
    while (this.running.size >= this.settings.maxProcesses) {
      const idle = [...this.running.values()].find((entry) => entry.active === 0);
      if (!idle) return;
      await this.terminate(idle);
    }
  }

  private async launch(projectId: string, jwtSecret: string): Promise<Running> {
    const bin = await this.settings.binary;
    this.socketDir ??= mkdtemp(join(tmpdir(), 'bridge-rest-'));
    // Each start its own socket: a replaced process may still be answering on the old one.
    const socketPath = join(await this.socketDir, `${projectId}-${++this.launches}.sock`);
    await rm(socketPath, { force: true });
    const child = spawn(bin, [], {
      // Only what PostgREST needs: the studio's own environment holds secrets.
      env: {
        PATH: process.env.PATH ?? '/usr/bin:/bin',
        PGRST_DB_URI: await this.settings.databaseUri(projectId),
        PGRST_DB_SCHEMAS: 'public',
        PGRST_DB_ANON_ROLE: 'anon',
        PGRST_DB_PRE_REQUEST: REQUEST_TAG_FUNCTION,
        PGRST_DB_POOL: String(POSTGREST_POOL_SIZE),
        PGRST_DB_MAX_ROWS: '1000',
        PGRST_DB_CHANNEL_ENABLED: 'false',
        PGRST_JWT_SECRET: jwtSecret,
        PGRST_SERVER_UNIX_SOCKET: socketPath,
        PGRST_LOG_LEVEL: 'crit',
        // One capability and a small allocation area keep each process near 20 MB.
        GHCRTS: '-N1 -A1m',
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr?.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString()).slice(-2000);
    });
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    const entry: Running = {
      projectId,
      child,
      socketPath,
      jwtSecret,
      idleTimer: null,
      active: 0,
      exited,
      stale: false,
    };
    let gone = false;
    void exited.then(() => {
      gone = true;
      if (this.running.get(projectId) === entry) this.running.delete(projectId);
      this.settings.timers.clearTimeout(entry.idleTimer);
    });
    child.once('error', (error) => {
      stderr += error.message;
    });

    const deadline = performance.now() + this.settings.startTimeoutMs;
    while (!(await ready(socketPath))) {
      if (gone || performance.now() > deadline) {
        child.kill('SIGKILL');
        const reason = stderr.trim().split('\n').at(-1) ?? '';
        this.settings.log.warn(`PostgREST for project ${projectId} did not start: ${reason}`);
        throw new PostgrestUnavailable(
          gone
            ? `The project's API stopped while starting${reason ? `: ${reason}` : '.'}`
            : "The project's API took too long to start.",
        );
      }
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
    this.running.set(projectId, entry);
    this.scheduleIdle(entry);
    return entry;
  }

  private scheduleIdle(entry: Running): void {
    const { timers, idleMs } = this.settings;
    timers.clearTimeout(entry.idleTimer);
    if (entry.active > 0) return;
    entry.idleTimer = timers.setTimeout(() => {
      if (entry.active === 0) void this.terminate(entry);
    }, idleMs);
  }

  private async terminate(entry: Running): Promise<void> {
    if (this.running.get(entry.projectId) === entry) this.running.delete(entry.projectId);
    this.retiring.delete(entry);
    this.settings.timers.clearTimeout(entry.idleTimer);
    if (entry.child.exitCode === null && entry.child.signalCode === null) {
      entry.child.kill('SIGTERM');
      const stopped = await Promise.race([
        entry.exited.then(() => true),
        new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 3000).unref()),
      ]);
      if (!stopped) entry.child.kill('SIGKILL');
    }
    await rm(entry.socketPath, { force: true });
  }
}
