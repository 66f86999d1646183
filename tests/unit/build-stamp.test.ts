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

const start = (builder: ReturnType<typeof fakeBuild>) =>
  buildIfStale({ root, build: builder.build });

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'bridge-build-stamp-'));
  await put('package.json', '{"name":"probe"}');
  await put('package-lock.json', '{"lockfileVersion":3}');
  await put('src/server/main.ts', 'export {};');
  await put('src/client/app.tsx', 'export const App = () => null;');
  await put('content/help/start.md', '# Start');
});
afterEach(() => rm(root, { recursive: true, force: true }));

describe('the build stamp', () => {
  it('builds a checkout with no dist/, then skips the build while the inputs stay the same', async () => {
    const builder = fakeBuild();
    expect(await start(builder)).toMatchObject({ built: true });
    expect(await start(builder)).toMatchObject({ built: false });
    expect(builder.runs).toBe(1);
  });

  it('builds again when a source, the lock file or a new source file changes the inputs', async () => {
    const builder = fakeBuild();
    await start(builder);
    await put('src/server/main.ts', 'export const changed = true;');
    expect(await start(builder)).toMatchObject({ built: true });
    await put('package-lock.json', '{"lockfileVersion":3,"packages":{}}');
    expect(await start(builder)).toMatchObject({ built: true });
    await put('src/shared/new-file.ts', 'export {};');
    expect(await start(builder)).toMatchObject({ built: true });
    expect(await start(builder)).toMatchObject({ built: false });
    expect(builder.runs).toBe(4);
  });

  it('does not build again for a changed test file, which no build reads', async () => {
    const builder = fakeBuild();
    await start(builder);
    await put('src/server/main.test.ts', 'it.todo("x");');
    expect(await start(builder)).toMatchObject({ built: false });
  });

  it('leaves no stamp after a failed build, so the next start builds again', async () => {
    const builder = fakeBuild();
    await start(builder);
    await put('src/client/app.tsx', 'export const App = () => "changed";');
    builder.fail = true;
    await expect(start(builder)).rejects.toThrow('vite build failed');
    await expect(readFile(join(root, 'dist', STAMP_NAME))).rejects.toThrow();
    builder.fail = false;
    expect(await start(builder)).toMatchObject({ built: true });
    expect(await start(builder)).toMatchObject({ built: false });
  });

  it('builds again when a file the build wrote is missing or cut short', async () => {
    const builder = fakeBuild();
    await start(builder);
    await rm(join(root, 'dist/server/main.js'));
    expect(await start(builder)).toMatchObject({ built: true });
    await writeFile(join(root, 'dist/client/index.html'), '<html>');
    expect(await start(builder)).toMatchObject({ built: true });
    await rm(join(root, 'dist/client'), { recursive: true });
    expect(await start(builder)).toMatchObject({ built: true });
    expect(builder.runs).toBe(4);
  });

  it('always builds when forced (npm run build), and stamps the result', async () => {
    const builder = fakeBuild();
    await start(builder);
    expect(await buildIfStale({ root, build: builder.build, force: true })).toMatchObject({
      built: true,
    });
    expect(await start(builder)).toMatchObject({ built: false });
  });
});
