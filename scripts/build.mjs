// Builds the client and the server into dist/ and stamps the build (decision 045).
// Usage: node scripts/build.mjs [--if-changed]: with the flag, a dist/ stamped for the sources as
// they are now is kept and nothing is built.
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { buildIfStale } from './build-stamp.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** Runs `npm run <script>` in the project; rejects when it fails. */
function npmRun(script) {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', script], { cwd: root, stdio: 'inherit' });
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`npm run ${script} failed (${signal ?? code})`)),
    );
  });
}

/** Builds unless `ifChanged` and the stamp says dist/ is current; resolves with whether it built. */
export async function build({ ifChanged = false } = {}) {
  const { built } = await buildIfStale({
    root,
    force: !ifChanged,
    build: async () => {
      if (ifChanged) console.log('The sources changed since the last build: building.');
      await npmRun('build:client');
      await npmRun('build:server');
    },
  });
  return built;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  try {
    const built = await build({ ifChanged: process.argv.includes('--if-changed') });
    if (!built) console.log('dist/ is up to date with the sources: no build needed.');
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
