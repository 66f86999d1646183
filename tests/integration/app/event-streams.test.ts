import { request as httpRequest, type ClientRequest, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MAX_STREAMS_PER_USER } from '@server/modules/events/routes';
import { signUpUser } from '../../support/projects';
import { createTestApp, type TestApp } from '../../support/test-app';

let t: TestApp;
let port: number;
const open: ClientRequest[] = [];

/** Opens GET /api/events over real HTTP and resolves with the answer's head; the stream stays open. */
function stream(cookie?: string) {
  return new Promise<{ res: IncomingMessage; req: ClientRequest; body: () => Promise<string> }>(
    (resolve, reject) => {
      const req = httpRequest(
        { host: '127.0.0.1', port, path: '/api/events', headers: cookie ? { cookie } : {} },
        (res) => {
          const body = () =>
            new Promise<string>((done) => {
              let text = '';
              res.on('data', (chunk: Buffer) => (text += chunk.toString()));
              res.on('end', () => done(text));
            });
          resolve({ res, req, body });
        },
      );
      req.on('error', reject);
      req.end();
      open.push(req);
    },
  );
}

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(async () => {
  for (const req of open) req.destroy();
  await t.close();
});

describe('event streams per user', () => {
  it(`allows ${MAX_STREAMS_PER_USER} streams per user, refuses the next with 429, and frees a slot when one closes`, async () => {
    const ada = await signUpUser(t);
    const grace = await signUpUser(t);
    const streams = [];
    for (let i = 0; i < MAX_STREAMS_PER_USER; i++) {
      const opened = await stream(ada.cookie);
      expect(opened.res.statusCode).toBe(200);
      streams.push(opened);
    }

    const refused = await stream(ada.cookie);
    expect(refused.res.statusCode).toBe(429);
    expect(JSON.parse(await refused.body()).error.code).toBe('too_many_streams');

    // Another user is not affected by Ada's tabs.
    expect((await stream(grace.cookie)).res.statusCode).toBe(200);

    streams[0]!.req.destroy();
    await vi.waitFor(async () => {
      const again = await stream(ada.cookie);
      if (again.res.statusCode !== 200) again.req.destroy();
      expect(again.res.statusCode).toBe(200);
    });
  });
});
