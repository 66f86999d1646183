// Bundles @supabase/supabase-js into one browser ES module that template sites load from their own
// origin (never a CDN); the server copies it into a new project's files as vendor/supabase.js.
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** Where the bundle is written; src/server/services/git/template-vendor.ts reads it from here. */
export const TEMPLATE_VENDOR_FILE = join(root, 'dist', 'template-vendor', 'supabase.js');

export async function buildTemplateVendor() {
  const { version, license } = JSON.parse(
    readFileSync(join(root, 'node_modules', '@supabase', 'supabase-js', 'package.json'), 'utf8'),
  );
  await build({
    stdin: { contents: "export * from '@supabase/supabase-js';", resolveDir: root },
    outfile: TEMPLATE_VENDOR_FILE,
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2020',
    legalComments: 'eof',
    banner: { js: `/*! @supabase/supabase-js ${version}, ${license} licence */` },
    logLevel: 'warning',
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await buildTemplateVendor();
