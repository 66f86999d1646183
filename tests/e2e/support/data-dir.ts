import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Where start-server.ts writes the data directory of the server it started. */
export const dataDirNote = (port: string) => join(tmpdir(), `bridge-e2e-data-dir-${port}`);

/** The running e2e server's DATA_DIR. */
export const serverDataDir = () =>
  readFileSync(dataDirNote(process.env.E2E_PORT ?? '3210'), 'utf8');
