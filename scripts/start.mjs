// `npm start`: builds only when the sources changed since the last build (decision 045), then runs
// the server in this process, so signals reach it directly.
import { pathToFileURL } from 'node:url';
import { build } from './build.mjs';

try {
  const built = await build({ ifChanged: true });
  if (!built) console.log('dist/ is up to date with the sources: starting without a build.');
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
await import(pathToFileURL('dist/server/main.js').href);
