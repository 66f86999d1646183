import type { MonitorIssue, MonitorState } from '@shared/contracts/monitor';
import type { Notification } from '@shared/contracts/notifications';
import { createTestApp, type TestApp } from '../../support/test-app';
import { ManualClock } from '../../support/manual-clock';

/** A real app whose monitor runs on a manual clock; `slowProbeMs` makes the next probes that slow. */
export async function createMonitorApp() {
  const clock = new ManualClock();
  const probe = { slowProbeMs: 0 };
  // A stopped database is simulated on this machine, which only the operator setting may reach.
  const t = await createTestApp(
    { ALLOW_PRIVATE_NETWORK_CONNECTIONS: 'true' },
    {
      now: clock.date,
      timers: clock,
      monitorProbeHook: () => clock.advance(probe.slowProbeMs),
    },
  );
  return { t, clock, probe };
}

export const monitorCalls = (t: TestApp, cookie: string, projectId: string) => {
  const base = `/api/projects/${projectId}/monitor`;
  const post = async (path: string, payload?: unknown) =>
    t.request({ method: 'POST', url: `${base}${path}`, cookie, ...(payload ? { payload } : {}) });
  return {
    state: async () =>
      (await t.request({ method: 'GET', url: base, cookie })).json() as MonitorState,
    start: async () => (await post('/start')).json() as MonitorState,
    pause: async () => (await post('/pause')).json() as MonitorState,
    check: async () => (await post('/check')).json() as MonitorState,
    approve: (issueId: string, confirm = false) =>
      post(`/issues/${issueId}/fix`, confirm ? { confirm: true } : {}),
    dismiss: (issueId: string) => post(`/issues/${issueId}/dismiss`),
  };
};

export const issueWith = (state: MonitorState, code: MonitorIssue['code'], table?: string) =>
  state.issues.filter((i) => i.code === code && (table === undefined || i.table === table));

export async function notificationsOf(t: TestApp, cookie: string) {
  return (await t.request({ method: 'GET', url: '/api/notifications', cookie })).json() as {
    notifications: Notification[];
    unread: number;
  };
}
