import { createServer } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { projects } from '@server/db/schema';
import type { TestApp } from '../../support/test-app';
import type { ManualClock } from '../../support/manual-clock';
import { createProject, signUpUser } from '../../support/projects';
import { draft, runDraft } from '../../support/operations';
import { createMonitorApp, issueWith, monitorCalls, notificationsOf } from './support';

const INTERVAL = 30_000;

let t: TestApp;
let clock: ManualClock;
let probe: { slowProbeMs: number };
let cookie: string;

beforeAll(async () => {
  ({ t, clock, probe } = await createMonitorApp());
});
// Each test signs up its own owner: the free plan holds three projects.
beforeEach(async () => {
  ({ cookie } = await signUpUser(t));
});
afterAll(() => t.close());

/** Moves the clock one interval and waits for the checks that fell due. */
async function nextInterval() {
  clock.advance(INTERVAL);
  await t.app.services.monitor.settled();
}

const sql = (text: string) =>
  draft({ service: 'backend', type: 'schema', steps: [{ kind: 'sql', sql: text }] });

/** A port nothing listens on: the database there has stopped. */
async function closedPort() {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe('agent monitor', () => {
  it('raises an unprotected table once, prepares a fix that changes nothing until approved, and closes it on the next check', async () => {
    const project = await createProject(t, cookie);
    const monitor = monitorCalls(t, cookie, project.id);
    const started = await monitor.start();
    expect(started).toMatchObject({
      isMonitoring: true,
      health: 'healthy',
      warningsDetected: 0,
      autoFixesApplied: 0,
    });
    expect(started.lastCheck).toBe(clock.date().toISOString());
    expect(started.issues).toEqual([]);

    const made = await runDraft(
      t,
      cookie,
      project.id,
      sql(
        'create table public.notes (id uuid primary key default gen_random_uuid(), user_id uuid references auth.users (id), body text)',
      ),
      // A table without row-level security is a high-risk change, confirmed as the studio asks.
      true,
    );
    expect(made.json().ok).toBe(true);
    await nextInterval();

    let state = await monitor.state();
    const [issue] = issueWith(state, 'rls_disabled_in_public', 'notes');
    expect(issue).toMatchObject({
      status: 'open',
      severity: 'medium',
      type: 'warning',
      source: 'advisor',
      autoFixable: true,
      fixApplied: false,
    });
    expect(issue!.fixOperationId).toEqual(expect.any(String));
    expect(issue!.fix?.commands.join('\n')).toMatch(
      /enable row level security[\s\S]*auth\.uid\(\)\) = user_id/,
    );
    expect(issue!.impact).toMatch(/every row in notes/);
    expect(issueWith(state, 'unindexed_foreign_keys', 'notes')).toHaveLength(1);
    expect(state.health).toBe('warning');
    const raised = state.warningsDetected;

    // Known findings are not raised again, and the prepared fix did not run by itself.
    await nextInterval();
    state = await monitor.state();
    expect(issueWith(state, 'rls_disabled_in_public', 'notes')).toHaveLength(1);
    expect(state.warningsDetected).toBe(raised);
    const rls = async () => {
      const res = await t.request({
        method: 'GET',
        url: `/api/projects/${project.id}/database/schema`,
        cookie,
      });
      return (res.json().tables as { name: string; rls: boolean }[]).find(
        (table) => table.name === 'notes',
      )?.rls;
    };
    expect(await rls()).toBe(false);

    const approved = await monitor.approve(issue!.id);
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({ ok: true, state: { autoFixesApplied: 1 } });
    expect(await rls()).toBe(true);
    expect(issueWith(approved.json().state, 'rls_disabled_in_public', 'notes')[0]).toMatchObject({
      fixApplied: true,
    });

    await nextInterval();
    state = await monitor.state();
    expect(issueWith(state, 'rls_disabled_in_public', 'notes')[0]).toMatchObject({
      status: 'fixed',
      fixApplied: true,
    });
    expect(state.autoFixesApplied).toBe(1);
    // The fix added an owner policy, so no "RLS on but no policy" finding replaces it.
    expect(issueWith(state, 'rls_enabled_no_policy', 'notes')).toEqual([]);

    const titles = (await notificationsOf(t, cookie)).notifications.map((n) => n.title);
    expect(titles).toEqual(
      expect.arrayContaining(['RLS Policy Issue', 'Fix applied', 'Operation executed']),
    );
  });

  it('raises a slow probe as a medium performance issue and closes it once the probe is fast again', async () => {
    const project = await createProject(t, cookie);
    const monitor = monitorCalls(t, cookie, project.id);
    probe.slowProbeMs = 2_500;
    let state = await monitor.check();
    probe.slowProbeMs = 0;
    const [slow] = issueWith(state, 'slow_query');
    expect(slow).toMatchObject({
      severity: 'medium',
      type: 'performance',
      status: 'open',
      description: 'Slow query detected: 2500ms',
    });
    expect((await notificationsOf(t, cookie)).notifications[0]).toMatchObject({
      title: 'Performance Warning',
      type: 'warning',
    });

    state = await monitor.check();
    expect(issueWith(state, 'slow_query')[0]).toMatchObject({ status: 'fixed' });
  });

  it('raises a stopped database as a high-severity issue and turns health critical until it answers again', async () => {
    const project = await createProject(t, cookie);
    const monitor = monitorCalls(t, cookie, project.id);
    const { database, secrets, workspace } = t.app.services;
    const stop = async (url: string | null) => {
      await database.db
        .update(projects)
        .set({ databaseUrlSealed: url ? secrets.encrypt(url) : null })
        .where(eq(projects.id, project.id));
      await workspace.reopenDatabase(project.id);
    };
    await stop(`postgres://postgres@127.0.0.1:${await closedPort()}/gone`);

    let state = await monitor.check();
    expect(issueWith(state, 'database_unreachable')[0]).toMatchObject({
      severity: 'high',
      type: 'error',
      status: 'open',
      description: 'Database connectivity issue detected',
    });
    expect(state.health).toBe('critical');

    await stop(null);
    state = await monitor.check();
    expect(issueWith(state, 'database_unreachable')[0]).toMatchObject({ status: 'fixed' });
    // With no issue open, the project is healthy at once: no lingering warning beside "healthy".
    expect(state.health).toBe('healthy');
  });

  it('offers a fix that lets every signed-in user read a table as medium risk, and says why', async () => {
    const project = await createProject(t, cookie);
    const monitor = monitorCalls(t, cookie, project.id);
    const made = await runDraft(
      t,
      cookie,
      project.id,
      sql(
        'create table public.notes (id bigint primary key, body text); alter table public.notes enable row level security',
      ),
    );
    expect(made.json().ok).toBe(true);
    const state = await monitor.check();
    const [issue] = issueWith(state, 'rls_enabled_no_policy', 'notes');
    expect(issue!.severity).toBe('low');
    expect(state.health).toBe('warning');
    expect(issue!.fix?.commands.join('\n')).toContain('to authenticated using (true)');
    expect(issue!.fix).toMatchObject({
      risk: 'medium',
      riskReasons: [
        'Widens access: every signed-in user can read every row of notes, not only their own.',
      ],
    });
  });

  it('stops checking when paused, and a paused monitor stays paused', async () => {
    const project = await createProject(t, cookie);
    const monitor = monitorCalls(t, cookie, project.id);
    expect(await monitor.state()).toMatchObject({
      isMonitoring: false,
      configured: false,
      lastCheck: null,
    });
    await monitor.start();
    await nextInterval();
    const running = await monitor.state();
    expect(running.lastCheck).toBe(clock.date().toISOString());

    const paused = await monitor.pause();
    expect(paused.isMonitoring).toBe(false);
    await nextInterval();
    await nextInterval();
    const later = await monitor.state();
    // Configured: a card opened later does not start it again.
    expect(later).toMatchObject({
      isMonitoring: false,
      configured: true,
      lastCheck: running.lastCheck,
    });
  });

  it('records a failed operation of a monitored project as a medium client issue', async () => {
    const project = await createProject(t, cookie);
    const monitor = monitorCalls(t, cookie, project.id);
    await monitor.start();
    const failed = await runDraft(
      t,
      cookie,
      project.id,
      sql("insert into public.profiles (id) values ('00000000-0000-4000-8000-000000000000')"),
    );
    expect(failed.json().ok).toBe(false);
    const state = await monitor.state();
    expect(issueWith(state, 'operation_failed')[0]).toMatchObject({
      severity: 'medium',
      source: 'client',
      status: 'open',
    });
    // A check does not close it; the user dismisses it.
    await nextInterval();
    const [issue] = issueWith(await monitor.state(), 'operation_failed');
    expect(issue!.status).toBe('open');
    const dismissed = (await monitor.dismiss(issue!.id)).json();
    expect(issueWith(dismissed, 'operation_failed')[0]!.status).toBe('dismissed');
    await monitor.pause();
  });

  it('keeps each project to its members and answers clear errors', async () => {
    const project = await createProject(t, cookie);
    const stranger = await signUpUser(t);
    const theirs = await t.request({
      method: 'GET',
      url: `/api/projects/${project.id}/monitor`,
      cookie: stranger.cookie,
    });
    expect(theirs.statusCode).toBe(404);
    const bad = await t.request({
      method: 'POST',
      url: `/api/projects/${project.id}/monitor/issues/not-an-id/fix`,
      cookie,
      payload: {},
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toMatch(/not an issue id/);
    const missing = await monitorCalls(t, cookie, project.id).approve(
      '00000000-0000-4000-8000-000000000000',
    );
    expect(missing.statusCode).toBe(404);
  });
});

describe('prepared fixes', () => {
  it('prepares a stale fix again instead of running it against a changed database', async () => {
    const project = await createProject(t, cookie);
    const monitor = monitorCalls(t, cookie, project.id);
    await runDraft(
      t,
      cookie,
      project.id,
      sql('create table public.logs (id bigint primary key, line text)'),
      true,
    );
    const [issue] = issueWith(await monitor.check(), 'rls_disabled_in_public', 'logs');
    await runDraft(
      t,
      cookie,
      project.id,
      sql('create table public.other (id bigint primary key)'),
      true,
    );

    const stale = await monitor.approve(issue!.id);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.code).toBe('fix_refreshed');
    const [refreshed] = issueWith(await monitor.state(), 'rls_disabled_in_public', 'logs');
    expect(refreshed!.fixOperationId).not.toBe(issue!.fixOperationId);

    const approved = await monitor.approve(issue!.id);
    expect(approved.json()).toMatchObject({ ok: true, state: { autoFixesApplied: 1 } });
  });

  it('deleting a monitored project stops its timer', async () => {
    const project = await createProject(t, cookie);
    await monitorCalls(t, cookie, project.id).start();
    expect(
      (await t.request({ method: 'DELETE', url: `/api/projects/${project.id}`, cookie }))
        .statusCode,
    ).toBe(204);
    const pending = clock.pendingCount;
    await nextInterval();
    expect(clock.pendingCount).toBe(pending - 1);
  });
});

describe('scheduling', () => {
  it('does not open a closed embedded database for a scheduled check, but Check now does', async () => {
    const project = await createProject(t, cookie);
    const monitor = monitorCalls(t, cookie, project.id);
    await monitor.start();
    const { workspace } = t.app.services;
    const row = { id: project.id, databaseUrlSealed: null };
    await workspace.reopenDatabase(project.id);
    expect(workspace.isEmbeddedDatabaseOpen(row)).toBe(false);

    await nextInterval();
    expect((await monitor.state()).lastCheck).toBe(clock.date().toISOString());
    expect(workspace.isEmbeddedDatabaseOpen(row)).toBe(false);

    await monitor.check();
    expect(workspace.isEmbeddedDatabaseOpen(row)).toBe(true);
    await monitor.pause();
  });
});
