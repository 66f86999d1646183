// `npm start` builds only when the build's inputs changed (decision 045): the stamp beside dist/.
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildIfStale, STAMP_NAME } from '../../scripts/build-stamp.mjs';

let root: string;

async function put(file: string, text: string) {
  await mkdir(dirname(join(root, file)), { recursive: true });
  await writeFile(join(root, file), text);
}

/** A stand-in for the client and server builds: writes dist/ as the real ones do, counting runs. */
function fakeBuild() {
  const builder = {
    runs: 0,
    fail: false,
    async build() {
      builder.runs++;
      await put('dist/client/index.html', '<html></html>');
      if (builder.fail) throw new Error('vite build failed');
      await put('dist/server/main.js', `console.log(${builder.runs});`);
    },
  };
  return builder;
}

/** One `npm start`'s build step: whether it built. */
const builds = async (builder: ReturnType<typeof fakeBuild>) =>
  (await buildIfStale({ root, build: builder.build })).built;

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'bridge-build-stamp-'));
  await put('package.json', '{"name":"probe"}');
  await put('package-lock.json', '{"lockfileVersion":3}');
  await put('src/server/main.ts', 'export {};');
  await put('src/client/app.tsx', 'export const App = () => null;');
  await put('content/help/start.md', '# Start');
});
afterEach(() => rm(root, { recursive: true, force: true }));

const inputChanges: [string, () => Promise<void>][] = [
  ['a source', () => put('src/server/main.ts', 'export const changed = true;')],
  ['the lock file', () => put('package-lock.json', '{"lockfileVersion":3,"packages":{}}')],
  ['a new source file', () => put('src/shared/new-file.ts', 'export {};')],
];

const damage: [string, () => Promise<void>][] = [
  ['a file it wrote is missing', () => rm(join(root, 'dist/server/main.js'))],
  ['a file it wrote was cut short', () => writeFile(join(root, 'dist/client/index.html'), '<')],
  ['a folder it wrote is gone', () => rm(join(root, 'dist/client'), { recursive: true })],
];

describe('the build stamp', () => {
  it('builds a checkout with no dist/, then skips the build while the inputs stay the same', async () => {
    const builder = fakeBuild();
    expect(await builds(builder)).toBe(true);
    expect(await builds(builder)).toBe(false);
    expect(builder.runs).toBe(1);
  });

  it.each(inputChanges)('builds again, once, when %s changes the inputs', async (_, change) => {
    const builder = fakeBuild();
    await builds(builder);
    await change();
    expect([await builds(builder), await builds(builder)]).toEqual([true, false]);
  });

  it('does not build again for a changed test file, which no build reads', async () => {
    const builder = fakeBuild();
    await builds(builder);
    await put('src/server/main.test.ts', 'it.todo("x");');
    expect(await builds(builder)).toBe(false);
  });

  it('leaves no stamp after a failed build, so the next start builds again', async () => {
    const builder = fakeBuild();
    await builds(builder);
    await put('src/client/app.tsx', 'export const App = () => "changed";');
    builder.fail = true;
    await expect(builds(builder)).rejects.toThrow('vite build failed');
    await expect(readFile(join(root, 'dist', STAMP_NAME))).rejects.toThrow();
    builder.fail = false;
    expect([await builds(builder), await builds(builder)]).toEqual([true, false]);
  });

  it.each(damage)('builds again when %s', async (_, harm) => {
    const builder = fakeBuild();
    await builds(builder);
    await harm();
    expect(await builds(builder)).toBe(true);
  });

  it('always builds when forced (npm run build), and stamps the result', async () => {
    const builder = fakeBuild();
    await builds(builder);
    const forced = await buildIfStale({ root, build: builder.build, force: true });
    expect([forced.built, await builds(builder)]).toEqual([true, false]);
  });
});
