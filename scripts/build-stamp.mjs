// Whether dist/ was built from the sources as they are now (decision 045): a stamp beside the
// output holds a hash of everything the client and server builds read, and the files they wrote.
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';

/** Folders the builds read: the sources (client, server, shared), the content they bundle, the build scripts. */
const INPUT_DIRS = ['src', 'content', 'scripts'];
/** Files the builds read; node_modules/.package-lock.json is npm's record of what is installed. */
const INPUT_FILES = [
  'package.json',
  'package-lock.json',
  'tsconfig.json',
  'vite.config.ts',
  'node_modules/.package-lock.json',
];
/** Tests sit beside the sources but no build reads them. */
const NOT_INPUT = /\.(test|spec)\.[cm]?[jt]sx?$/;

const READ_BATCH = 64;

export const STAMP_NAME = '.build-stamp.json';

/** Every file under `dir` (recursively), as paths relative to `root`; none when it does not exist. */
async function filesUnder(root, dir) {
  const entries = await readdir(join(root, dir), { recursive: true, withFileTypes: true }).catch(
    () => [],
  );
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(root, join(entry.parentPath, entry.name)).split(sep).join('/'));
}

/** A hash of the build's inputs: each input file's path and bytes, in a fixed order. */
export async function inputsHash(root) {
  const dirFiles = (await Promise.all(INPUT_DIRS.map((dir) => filesUnder(root, dir)))).flat();
  const files = [...dirFiles.filter((file) => !NOT_INPUT.test(file)), ...INPUT_FILES].sort();
  const hash = createHash('sha256');
  // Read a batch at a time, in parallel: about a thousand small files, on every start.
  for (let at = 0; at < files.length; at += READ_BATCH) {
    const batch = files.slice(at, at + READ_BATCH);
    const contents = await Promise.all(
      batch.map((file) => readFile(join(root, file)).catch(() => null)),
    );
    batch.forEach((file, i) => {
      const bytes = contents[i];
      // A missing listed file hashes differently from an empty one.
      hash.update(`${file}\0${bytes ? bytes.length : -1}\0`);
      if (bytes) hash.update(bytes);
    });
  }
  return hash.digest('hex');
}

/** Each file the build wrote under `outDir` with its size, the stamp itself left out. */
async function outputs(outDir) {
  const sizes = {};
  for (const file of (await filesUnder(outDir, '.')).sort()) {
    if (file === STAMP_NAME) continue;
    sizes[file] = (await stat(join(outDir, file))).size;
  }
  return sizes;
}

/** Whether `outDir` holds a finished build of exactly these inputs, every file it wrote still whole. */
export async function isFresh(outDir, inputs) {
  const stamp = await readFile(join(outDir, STAMP_NAME), 'utf8')
    .then((text) => JSON.parse(text))
    .catch(() => null);
  if (!stamp || stamp.inputs !== inputs || !stamp.outputs) return false;
  const files = Object.entries(stamp.outputs);
  if (files.length === 0) return false;
  const found = await Promise.all(
    files.map(([file, size]) =>
      stat(join(outDir, file)).then(
        (now) => now.isFile() && now.size === size,
        () => false,
      ),
    ),
  );
  return found.every(Boolean);
}

/**
 * Runs `build` unless `outDir` is a finished build of the inputs under `root` (or `force`), and
 * stamps it only once `build` has succeeded: a failed or interrupted build leaves no stamp.
 * The hash is taken before building, so a source edited meanwhile makes the next start build again.
 */
export async function buildIfStale({ root, outDir = join(root, 'dist'), build, force = false }) {
  const inputs = await inputsHash(root);
  if (!force && (await isFresh(outDir, inputs))) return { built: false, inputs };
  await rm(join(outDir, STAMP_NAME), { force: true });
  await build();
  await mkdir(outDir, { recursive: true });
  const stamp = { inputs, builtAt: new Date().toISOString(), outputs: await outputs(outDir) };
  await writeFile(join(outDir, STAMP_NAME), `${JSON.stringify(stamp, null, 1)}\n`);
  return { built: true, inputs };
}
