import { existsSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Where start-server.ts copies each mail the server writes to its outbox (one JSON line each). */
export const outboxPath = (port: string) => join(tmpdir(), `bridge-e2e-outbox-${port}.jsonl`);

export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
}

/** The newest mail sent to an address, or undefined. */
export function latestMailTo(to: string): OutboxMail | undefined {
  const path = outboxPath(process.env.E2E_PORT ?? '3210');
  if (!existsSync(path)) return undefined;
  const mails = readFileSync(path, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as OutboxMail);
  return mails.filter((mail) => mail.to === to).at(-1);
}
