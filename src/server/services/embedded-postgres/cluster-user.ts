import { execFile, spawnSync } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** The system account the cluster runs as when the app runs as root (PostgreSQL refuses root). */
export const CLUSTER_USER = 'bridge-postgres';

export interface ClusterUser {
  uid: number;
  gid: number;
  name: string;
}

const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;

async function lookUp(name: string): Promise<ClusterUser | null> {
  const found = await run('getent', ['passwd', name]).catch(() => null);
  const fields = found?.stdout.trim().split(':');
  if (!fields || fields.length < 4) return null;
  return { name, uid: Number(fields[2]), gid: Number(fields[3]) };
}

/**
 * Who runs the cluster: the app's own user normally (null), or, as root, a system account made
 * for it on first use.
 */
export async function clusterUser(): Promise<ClusterUser | null> {
  if (!isRoot()) return null;
  const existing = await lookUp(CLUSTER_USER);
  if (existing) return existing;
  try {
    await run('useradd', [
      '--system',
      '--user-group',
      '--no-create-home',
      '--home-dir',
      '/nonexistent',
      '--shell',
      '/usr/sbin/nologin',
      CLUSTER_USER,
    ]);
  } catch (error) {
    throw new Error(
      `The app runs as root, and PostgreSQL refuses to run as root, so it needs a system account called ${CLUSTER_USER}; creating it failed (${(error as Error).message.trim()}). Create that account yourself, run the app as a normal user, or set DATABASE_URL.`,
    );
  }
  const made = await lookUp(CLUSTER_USER);
  if (!made) throw new Error(`The system account ${CLUSTER_USER} was created but cannot be found.`);
  return made;
}

/** Refuses, with what to do, when the cluster's account cannot reach a path it needs. */
export function assertReachable(user: ClusterUser | null, path: string, what: string) {
  if (!user) return;
  const probe = spawnSync('test', ['-x', path], { uid: user.uid, gid: user.gid });
  if (probe.status === 0) return;
  throw new Error(
    `The database runs as the system account ${user.name} (PostgreSQL refuses to run as root), and that account cannot open ${what} at ${path}: a folder above it is closed to other users (often /root). Move the app and its DATA_DIR to a folder others may pass through (such as /srv or /opt), run the app as a normal user, or set DATABASE_URL.`,
  );
}
