import { request as httpRequest, type ClientRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { serverEvent, type ServerEvent } from '@shared/contracts/events';
import { readServerEvent } from '@shared/contracts/stream-events';
import { createProject, signUpUser } from '../../support/projects';
import { createTestApp, type TestApp } from '../../support/test-app';

let t: TestApp;
const published: ServerEvent[] = [];
let stopListening: () => void;

beforeAll(async () => {
  t = await createTestApp();
  stopListening = t.app.services.hub.subscribe((event) => published.push(event));
});
afterAll(async () => {
  stopListening();
  await t.close();
});

/** Reads the first `count` messages of a real GET /api/events stream, as EventSource would. */
async function firstMessages(cookie: string, count: number): Promise<string[]> {
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = t.app.server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    let text = '';
    const req: ClientRequest = httpRequest(
      { host: '127.0.0.1', port, path: '/api/events', headers: { cookie } },
      (res) =>
        res.on('data', (chunk: Buffer) => {
          text += chunk.toString();
          const data = text
            .split('\n\n')
            .flatMap((block) => block.split('\n').filter((line) => line.startsWith('data: ')))
            .map((line) => line.slice('data: '.length));
          if (data.length < count) return;
          req.destroy();
          resolve(data.slice(0, count));
        }),
    );
    req.on('error', reject);
    req.end();
  });
}

describe('typed server events', () => {
  it('every event a new project, its first deploy and its monitor publish matches the contract', async () => {
    const { cookie } = await signUpUser(t);
    const project = await createProject(t, cookie, { name: 'Shop', template: 'portfolio-site' });
    const start = await t.request({
      method: 'POST',
      url: `/api/projects/${project.id}/monitor/start`,
      cookie,
    });
    expect(start.statusCode).toBe(200);
    await vi.waitFor(
      () => {
        const types = new Set(published.map((event) => event.type));
        for (const type of ['operation', 'deploy', 'notification', 'monitor'] as const)
          expect(types).toContain(type);
      },
      { timeout: 20_000, interval: 100 },
    );
    // Through JSON, as a browser receives them.
    const failures = published
      .map((event) => serverEvent.safeParse(JSON.parse(JSON.stringify(event))))
      .filter((result) => !result.success);
    expect(failures.map((result) => result.error?.message)).toEqual([]);
  });

  it('a stream sends connection then status as unnamed messages the client contract reads', async () => {
    const { cookie } = await signUpUser(t);
    const [first, second] = await firstMessages(cookie, 2);
    expect(readServerEvent(first!)).toMatchObject({
      kind: 'event',
      event: { type: 'connection' },
    });
    expect(readServerEvent(second!)).toEqual({
      kind: 'event',
      event: { type: 'status', data: { database: 'ok', ready: true } },
    });
  });
});
