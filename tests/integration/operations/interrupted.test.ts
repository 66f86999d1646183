// A crash leaves an operation "running" with a lease nobody renews. These tests put a project in
// exactly that state (the row a killed server leaves) and check that it is settled honestly: at
// start-up, and by the periodic sweep once the lease runs out, with the clock moved by hand.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildApp } from '@server/app';
import { loadConfig } from '@server/config/config';
import { operations } from '@server/db/schema';
import { LEASE_MS, OperationLeases } from '@server/modules/operations/lease';
import { createOperationRepository } from '@server/modules/operations/repository';
import { INTERRUPTED_UNCHANGED, SWEEP_EVERY_MS } from '@server/modules/operations/recovery';
import { ManualClock } from '../../support/manual-clock';
import { createProject, signUpUser } from '../../support/projects';
import { createTestApp, newUser, sessionCookie, type TestApp } from '../../support/test-app';

type App = Awaited<ReturnType<typeof buildApp>>;
const call = (app: App, method: 'GET' | 'POST', url: string, cookie: string, payload?: object) =>
  app.inject({
    method,
    url,
    headers: { 'x-bridge-client': 'test', cookie },
    ...(payload ? { payload } : {}),
  });

/** What a server killed in the middle of running the operation leaves behind. */
async function leaveRunning(
  app: App,
  opId: string,
  lease: { action: 'execute' | 'undo'; expiresAt: Date },
) {
  await app.services.database.db
    .update(operations)
    .set({
      status: 'running',
      runningAction: lease.action,
      leaseOwner: 'a-server-that-was-killed',
      leaseExpiresAt: lease.expiresAt,
    })
    .where(eq(operations.id, opId));
}

async function planNotes(
  app: App,
  cookie: string,
  projectId: string,
  instruction = 'create a table called notes with a title',
) {
  const res = await call(app, 'POST', `/api/projects/${projectId}/plans`, cookie, { instruction });
  expect(res.statusCode).toBe(201);
  return res.json().plan.id as string;
}

const statusOf = async (app: App, cookie: string, projectId: string, opId: string) => {
  const list = (await call(app, 'GET', `/api/projects/${projectId}/operations`, cookie)).json();
  return (
    list.operations as {
      id: string;
      status: string;
      result: { error?: string; code?: string } | null;
    }[]
  ).find((o) => o.id === opId)!;
};
const notificationTitles = async (app: App, cookie: string) =>
  (
    (await call(app, 'GET', '/api/notifications', cookie)).json().notifications as {
      title: string;
      message: string;
    }[]
  ).map((n) => `${n.title}: ${n.message}`);

describe.skipIf(process.env.TEST_DATABASE_URL)('at start-up with the embedded database', () => {
  it('fails an operation a crash left running, says why, tells the user, and lets it run again', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'bridge-interrupted-'));
    const config = {
      ...loadConfig({
        DATA_DIR: dataDir,
        LOG_LEVEL: 'silent',
      }),
      clientDir: null,
    };
    const account = newUser();
    const first = await buildApp(config);
    const cookie = sessionCookie(
      await first.inject({
        method: 'POST',
        url: '/api/auth/signup',
        payload: account,
        headers: { 'x-bridge-client': 'test' },
      }),
    );
    const project = (await call(first, 'POST', '/api/projects', cookie, { name: 'Crashy' })).json()
      .project as { id: string };
    const opId = await planNotes(first, cookie, project.id);
    // Its lease has not even run out: with the embedded database no other server can hold it.
    await leaveRunning(first, opId, {
      action: 'execute',
      expiresAt: new Date(Date.now() + LEASE_MS),
    });
    await first.close();

    const second = await buildApp(config);
    try {
      const op = await statusOf(second, cookie, project.id, opId);
      expect(op.status).toBe('failed');
      expect(op.result).toEqual({ error: INTERRUPTED_UNCHANGED, code: 'interrupted' });
      expect(await notificationTitles(second, cookie)).toContain(
        `Execution interrupted: ${INTERRUPTED_UNCHANGED}`,
      );
      // The project is not blocked: the same operation runs, and new plans can be made.
      const ran = await call(
        second,
        'POST',
        `/api/projects/${project.id}/operations/${opId}/execute`,
        cookie,
        {},
      );
      expect(ran.json()).toMatchObject({ ok: true, operation: { status: 'succeeded' } });
      await planNotes(second, cookie, project.id, 'create a table called ideas with a title');
    } finally {
      await second.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});

describe('when a lease runs out', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  async function setUp() {
    const clock = new ManualClock(Date.now());
    t = await createTestApp({}, { now: clock.date, timers: clock });
    const { cookie } = await signUpUser(t);
    const project = await createProject(t, cookie, { name: 'Shared database' });
    const app = t.app;
    /** Moves the clock one sweep at a time, letting each sweep finish, as a running server would. */
    const pass = async (ms: number) => {
      for (let moved = 0; moved < ms; moved += SWEEP_EVERY_MS) {
        clock.advance(SWEEP_EVERY_MS);
        await app.services.recovery.settled();
      }
    };
    return { clock, cookie, projectId: project.id, app, pass };
  }

  it('leaves a run alone while its lease holds, and settles it once the lease has run out', async () => {
    const { clock, cookie, projectId, app, pass } = await setUp();
    const opId = await planNotes(app, cookie, projectId);
    await leaveRunning(app, opId, {
      action: 'execute',
      expiresAt: new Date(clock.now() + LEASE_MS),
    });

    await pass(LEASE_MS - SWEEP_EVERY_MS);
    expect((await statusOf(app, cookie, projectId, opId)).status).toBe('running');

    // Settled by the first sweep after the lease ran out.
    await pass(2 * SWEEP_EVERY_MS);
    const op = await statusOf(app, cookie, projectId, opId);
    expect([op.status, op.result?.code]).toEqual(['failed', 'interrupted']);
    expect(await notificationTitles(app, cookie)).toContain(
      `Execution interrupted: ${INTERRUPTED_UNCHANGED}`,
    );
    const ran = await call(
      app,
      'POST',
      `/api/projects/${projectId}/operations/${opId}/execute`,
      cookie,
      {},
    );
    expect(ran.json()).toMatchObject({ ok: true });
  });

  it('puts an interrupted undo back to done, with the change still in place', async () => {
    const { clock, cookie, projectId, app, pass } = await setUp();
    const opId = await planNotes(app, cookie, projectId);
    expect(
      (
        await call(app, 'POST', `/api/projects/${projectId}/operations/${opId}/execute`, cookie, {})
      ).json().ok,
    ).toBe(true);
    await leaveRunning(app, opId, { action: 'undo', expiresAt: new Date(clock.now() + LEASE_MS) });

    await pass(LEASE_MS + SWEEP_EVERY_MS);
    expect((await statusOf(app, cookie, projectId, opId)).status).toBe('succeeded');
    expect(
      (await notificationTitles(app, cookie)).some((n) => n.startsWith('Undo interrupted:')),
    ).toBe(true);
    const undone = await call(
      app,
      'POST',
      `/api/projects/${projectId}/operations/${opId}/undo`,
      cookie,
    );
    expect(undone.statusCode).toBe(200);
  });

  it('keeps a long run alive by renewing its lease', async () => {
    const { clock, cookie, projectId, app } = await setUp();
    const opId = await planNotes(app, cookie, projectId);
    const lease = new OperationLeases(
      createOperationRepository(app.services.database.db),
      clock,
      clock.date,
    );
    await app.services.database.db
      .update(operations)
      .set({
        status: 'running',
        runningAction: 'execute',
        leaseOwner: lease.owner,
        leaseExpiresAt: new Date(clock.now() + LEASE_MS),
      })
      .where(eq(operations.id, opId));
    const held = lease.hold(opId);
    for (let i = 0; i < 6; i++) {
      clock.advance(LEASE_MS / 3);
      // Let the renewal's database write finish before the clock moves on.
      await vi.waitFor(async () => {
        const [row] = await app.services.database.db
          .select()
          .from(operations)
          .where(eq(operations.id, opId));
        // Renewed at this very turn: a full lease ahead of now.
        expect(row!.leaseExpiresAt!.getTime()).toBe(clock.now() + LEASE_MS);
      });
      await app.services.recovery.settled();
    }
    held.stop();
    expect((await statusOf(app, cookie, projectId, opId)).status).toBe('running');
  });
});
