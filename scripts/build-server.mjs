// Bundles the server's TypeScript (and the shared code it imports) into dist/server; packages stay external.
import { build } from 'esbuild';
import { buildTemplateVendor } from './build-template-vendor.mjs';

await build({
  entryPoints: { main: 'src/server/main.ts' },
  outdir: 'dist/server',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  tsconfig: 'tsconfig.json',
  sourcemap: true,
  logLevel: 'warning',
});

await buildTemplateVendor();
