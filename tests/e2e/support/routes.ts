import { readFileSync } from 'node:fs';

// Read from the router's source: importing it would load the whole client into the test runner.
const router = readFileSync(new URL('../../../src/client/app/router.tsx', import.meta.url), 'utf8');

/** Every path the router declares (the index as "/"), in its order; the catch-all is left out. */
export const APP_ROUTES = [
  '/',
  ...[...router.matchAll(/page\(\s*'([^'*]+)'/g)].map((match) => `/${match[1]}`),
];
