import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmod, chown, mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import pg from 'pg';
import { postgresBinaries } from './binaries';
import { assertReachable, clusterUser, type ClusterUser } from './cluster-user';

export interface EmbeddedClusterOptions {
  /** The cluster's data folder (`DATA_DIR/postgres`). */
  dir: string;
  /** Where the superuser password is kept, readable by the app's user only. */
  passwordFile: string;
  /** Where the port is kept, so connection strings given to founders stay the same across restarts. */
  portFile: string;
  log: { info(message: string): void; warn(message: string): void };
  /** Settings over SMALL_MACHINE_SETTINGS (the connection budget's max and reserved connections). */
  settings?: Record<string, string>;
}

const SUPERUSER = 'postgres';
/** Crash recovery after a kill can take a while on a slow disk. */
const READY_TIMEOUT_MS = 120_000;
const STOP_TIMEOUT_MS = 30_000;
/** How long a stop waits for the last connections to close before ending them. */
const SMART_STOP_MS = 2_000;
const READY_POLL_MS = 50;

/** Sized for a small machine: a few dozen MB of shared memory, a modest write-ahead log. */
export const SMALL_MACHINE_SETTINGS: Record<string, string> = {
  listen_addresses: '127.0.0.1',
  unix_socket_directories: '',
  max_connections: '100',
  shared_buffers: '32MB',
  work_mem: '4MB',
  maintenance_work_mem: '32MB',
  effective_cache_size: '256MB',
  max_wal_size: '256MB',
  min_wal_size: '64MB',
  max_worker_processes: '4',
  max_parallel_workers: '2',
  max_parallel_workers_per_gather: '1',
  huge_pages: 'off',
};

const exists = (path: string) =>
  stat(path).then(
    () => true,
    () => false,
  );
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
// For races: once the other side wins, the pending timer must not keep the process alive.
const deadline = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms).unref());

/** Listens on the port (0: any) for a moment; resolves with the port, or null when it is taken. */
async function tryPort(wanted: number): Promise<number | null> {
  const server = createServer();
  const listening = await new Promise<boolean>((resolve) =>
    server.once('error', () => resolve(false)).listen(wanted, '127.0.0.1', () => resolve(true)),
  );
  if (!listening) return null;
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** The port used last time when it is still free, else a new free one, remembered for next time. */
async function stablePort(file: string): Promise<number> {
  const saved = Number((await readFile(file, 'utf8').catch(() => '')).trim());
  if (Number.isInteger(saved) && saved > 0 && saved < 65536 && (await tryPort(saved))) return saved;
  const port = await tryPort(0);
  if (!port) throw new Error('No free port on 127.0.0.1 for the database server.');
  await writeFile(file, `${port}\n`);
  return port;
}

/** The superuser password: made once, then read back. */
async function superuserPassword(file: string): Promise<string> {
  const saved = await readFile(file, 'utf8').catch(() => null);
  if (saved?.trim()) return saved.trim();
  const password = randomBytes(24).toString('base64url');
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, `${password}\n`, { mode: 0o600 });
  return password;
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

async function waitForExit(pid: number, ms: number) {
  for (let waited = 0; waited < ms && alive(pid); waited += 100) await wait(100);
  return !alive(pid);
}

/**
 * A PostgreSQL server left running by an app that was killed (its postgres kept going): stopped,
 * so this start owns the cluster. A pid file whose process is gone is left for PostgreSQL, which
 * removes it and recovers from its write-ahead log.
 */
async function stopOrphan(dir: string, log: EmbeddedClusterOptions['log']) {
  const pidFile = await readFile(join(dir, 'postmaster.pid'), 'utf8').catch(() => '');
  const pid = Number(pidFile.split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0 || !alive(pid)) return;
  const command = await readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => '');
  if (command && !command.includes('postgres')) return;
  log.warn(`Stopping the database server a previous run left behind (process ${pid}).`);
  process.kill(pid, 'SIGINT');
  if (await waitForExit(pid, STOP_TIMEOUT_MS)) return;
  process.kill(pid, 'SIGQUIT');
  await waitForExit(pid, STOP_TIMEOUT_MS);
}

/**
 * Whether the postmaster `pid` wrote in its pid file that it accepts connections: its pid on the
 * first line and "ready" on the eighth (PostgreSQL's LOCK_FILE_LINE_PM_STATUS), which is what
 * pg_ctl waits for. A pid file a killed server left has another pid.
 */
async function postmasterReady(dir: string, pid: number | undefined): Promise<boolean> {
  const lines = (await readFile(join(dir, 'postmaster.pid'), 'utf8').catch(() => '')).split('\n');
  return pid !== undefined && Number(lines[0]) === pid && lines[7]?.trim() === 'ready';
}

/**
 * The cluster's account must pass through the data folder to reach its cluster: when the folder
 * is closed to others, it is opened for passing through only (not for listing), then checked.
 */
async function openForClusterUser(
  user: ClusterUser | null,
  folder: string,
  log: EmbeddedClusterOptions['log'],
) {
  if (!user) return;
  const { mode } = await stat(folder);
  if ((mode & 0o001) === 0) {
    await chmod(folder, (mode & 0o7777) | 0o001);
    log.info(`Let the database account pass through ${folder} (it cannot list it).`);
  }
  assertReachable(user, folder, 'the data folder');
}

/** Runs a program as the cluster's account and resolves with its output, or rejects with it. */
function runAs(user: ClusterUser | null, program: string, args: string[]) {
  return new Promise<string>((resolve, reject) => {
    const child = spawn(program, args, {
      ...(user ? { uid: user.uid, gid: user.gid } : {}),
      env: { ...process.env, LC_ALL: 'C' },
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0
        ? resolve(output)
        : reject(new Error(`${program} failed (exit ${code}): ${output.trim().slice(-2000)}`)),
    );
  });
}

/** Makes the cluster in a side folder and renames it into place, so a failed attempt leaves no half-made cluster. */
async function initialise(initdb: string, dir: string, password: string, user: ClusterUser | null) {
  const partial = `${dir}.partial`;
  await rm(partial, { recursive: true, force: true });
  await mkdir(partial, { recursive: true, mode: 0o700 });
  const pwfile = join(partial, '.pwfile');
  await writeFile(pwfile, `${password}\n`, { mode: 0o600 });
  if (user) {
    await chown(partial, user.uid, user.gid);
    await chown(pwfile, user.uid, user.gid);
  }
  try {
    // initdb wants an empty folder: the password file sits beside the data it makes.
    const data = join(partial, 'data');
    await runAs(user, initdb, [
      `--pgdata=${data}`,
      `--username=${SUPERUSER}`,
      `--pwfile=${pwfile}`,
      '--auth=scram-sha-256',
      '--encoding=UTF8',
      '--locale=C',
      '--no-instructions',
    ]);
    await rename(data, dir);
  } finally {
    await rm(partial, { recursive: true, force: true });
  }
}

/**
 * The embedded PostgreSQL server: its cluster in `dir`, made on first start, listening on
 * 127.0.0.1 only at a free port, stopped with the app; started again cleanly after a kill.
 */
export class EmbeddedCluster {
  private constructor(
    private readonly child: ChildProcess,
    readonly port: number,
    private readonly password: string,
  ) {}

  /** The cluster at its usual place in DATA_DIR: `postgres/`, with its password and port beside it. */
  static inDataDir(
    dataDir: string,
    log: EmbeddedClusterOptions['log'],
    settings?: Record<string, string>,
  ): Promise<EmbeddedCluster> {
    return EmbeddedCluster.start({
      ...(settings ? { settings } : {}),
      dir: join(dataDir, 'postgres'),
      passwordFile: join(dataDir, 'postgres-password'),
      portFile: join(dataDir, 'postgres-port'),
      log,
    });
  }

  static async start(options: EmbeddedClusterOptions): Promise<EmbeddedCluster> {
    const { dir, log } = options;
    const binaries = await postgresBinaries();
    const user = await clusterUser();
    assertReachable(user, binaries.postgres, 'the PostgreSQL programs');
    const password = await superuserPassword(options.passwordFile);
    await mkdir(dirname(dir), { recursive: true });
    if (!(await exists(join(dir, 'PG_VERSION')))) {
      if (await exists(dir))
        throw new Error(
          `${dir} exists but is not a PostgreSQL cluster; move it away and start again.`,
        );
      await openForClusterUser(user, dirname(dir), log);
      log.info(`Creating the database cluster in ${dir}.`);
      await initialise(binaries.initdb, dir, password, user);
    }
    // The cluster's own folder must stay private to its owner, or PostgreSQL refuses to start.
    await chmod(dir, 0o700);
    await stopOrphan(dir, log);
    const port = await stablePort(options.portFile);
    const settings = Object.entries({ ...SMALL_MACHINE_SETTINGS, ...options.settings }).flatMap(
      ([key, value]) => ['-c', `${key}=${value}`],
    );
    const child = spawn(binaries.postgres, ['-D', dir, '-p', String(port), ...settings], {
      ...(user ? { uid: user.uid, gid: user.gid } : {}),
      env: { ...process.env, LC_ALL: 'C' },
      stdio: ['ignore', 'ignore', 'pipe'],
      // Its own process group: a terminal's Ctrl-C reaches the app only, which closes its
      // connections and then stops the server, instead of PostgreSQL ending them under it.
      detached: true,
    });
    const cluster = new EmbeddedCluster(child, port, password);
    await cluster.untilReady(dir, log);
    return cluster;
  }

  /** A connection string for one of the cluster's databases, as the superuser. */
  url(database = 'postgres'): string {
    return `postgres://${SUPERUSER}:${encodeURIComponent(this.password)}@127.0.0.1:${this.port}/${encodeURIComponent(database)}`;
  }

  get pid(): number | undefined {
    return this.child.pid;
  }

  /**
   * Smart shutdown first: no new connections, and the server exits once the app's own, already
   * closing, have gone (ending them itself would log each as FATAL). Connections still open after
   * a moment (a founder's psql) get a fast shutdown: open transactions roll back, the data is
   * flushed, the process exits.
   */
  async stop(): Promise<void> {
    const pid = this.child.pid;
    if (!pid || this.child.exitCode !== null || this.child.signalCode !== null) return;
    const exited = new Promise((resolve) => this.child.once('exit', resolve));
    const within = (ms: number) =>
      Promise.race([exited.then(() => true), deadline(ms).then(() => false)]);
    this.child.kill('SIGTERM');
    if (await within(SMART_STOP_MS)) return;
    this.child.kill('SIGINT');
    if (await within(STOP_TIMEOUT_MS)) return;
    this.child.kill('SIGQUIT');
    await exited;
  }

  /**
   * Waits until PostgreSQL says in its pid file that it accepts connections, as pg_ctl does, and
   * only then connects: a connection made earlier is refused with "FATAL: the database system is
   * starting up", which PostgreSQL logs and would read as a failure. Its errors stay loud.
   */
  private async untilReady(dir: string, log: EmbeddedClusterOptions['log']) {
    let output = '';
    let partial = '';
    this.child.stderr?.on('data', (chunk: Buffer) => {
      const text = chunk.toString();
      output = (output + text).slice(-4000);
      const lines = (partial + text).split('\n');
      partial = lines.pop() ?? '';
      for (const line of lines)
        if (/\b(ERROR|FATAL|PANIC|WARNING)\b/.test(line)) log.warn(`postgres: ${line.trim()}`);
    });
    const exited = new Promise<never>((_, reject) =>
      this.child.once('exit', (code, signal) =>
        reject(
          new Error(
            `The database server stopped while starting (${signal ?? `exit ${code}`}): ${output.trim().slice(-1500)}`,
          ),
        ),
      ),
    );
    exited.catch(() => undefined);
    const started = Date.now();
    for (;;) {
      if (await postmasterReady(dir, this.child.pid)) {
        const client = new pg.Client({
          connectionString: this.url(),
          connectionTimeoutMillis: 2_000,
        });
        client.on('error', () => undefined);
        const ready = await Promise.race([
          client.connect().then(
            () => true,
            () => false,
          ),
          exited,
        ]);
        await client.end().catch(() => undefined);
        if (ready) return;
      }
      if (Date.now() - started > READY_TIMEOUT_MS) {
        await this.stop();
        throw new Error(
          `The database server did not start within ${READY_TIMEOUT_MS / 1000} seconds: ${output.trim().slice(-1500)}`,
        );
      }
      await Promise.race([deadline(READY_POLL_MS), exited]);
    }
  }
}
