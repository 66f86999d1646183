import { readFile } from 'node:fs/promises';
import { fromRoot } from '@server/lib/paths';
import type { NewFile } from './repository';

/** Written by scripts/build-template-vendor.mjs (part of `npm run build`). */
const SUPABASE_BUNDLE = fromRoot('dist', 'template-vendor', 'supabase.js');

/** Where template sites import supabase-js from: their own origin, never a CDN. */
export const SUPABASE_VENDOR_PATH = 'vendor/supabase.js';

/** The supabase-js bundle a template site loads, as a file of the project. */
export async function supabaseVendorFile(): Promise<NewFile> {
  try {
    return { path: SUPABASE_VENDOR_PATH, content: await readFile(SUPABASE_BUNDLE) };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    throw new Error(
      `The template sites' supabase-js bundle is missing (${SUPABASE_BUNDLE}); run npm run build.`,
    );
  }
}
