// Prints the time of one full monitor check of a project with 20 tables, and the server's
// event-loop delay (p99) while 50 projects are monitored for one 30-second interval. The server
// runs in this process (so its event loop is the one measured), over a fresh data directory.
// Run: npm run bench:monitor
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { buildApp } from '../src/server/app.ts';
import { loadConfig } from '../src/server/config/config.ts';
import { planById } from '../src/shared/constants/plans.ts';
import { median } from './support/http-client.mjs';

const PROJECTS = Number(process.env.PROJECTS ?? 50);
const TABLES = 20;
const WINDOW_MS = Number(process.env.WINDOW_MS ?? 30_000);

/** Twenty linked tables, half without row-level security: plenty for the advisor to find. */
function twentyTables() {
  const sql = [];
  for (let i = 1; i <= TABLES; i++) {
    const name = `t${String(i).padStart(2, '0')}`;
    const parent =
      i > 1 ? `, parent_id bigint references public.t${String(i - 1).padStart(2, '0')} (id)` : '';
    sql.push(
      `create table public.${name} (id bigint generated always as identity primary key, user_id uuid references auth.users (id), title text${parent})`,
    );
    if (i % 2 === 0) sql.push(`alter table public.${name} enable row level security`);
  }
  return sql;
}

const dataDir = await mkdtemp(join(tmpdir(), 'bridge-bench-monitor-'));
const config = {
  ...loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', NODE_ENV: 'production' }),
  clientDir: null,
};
// Unlimited projects for the bench user (the free plan holds three).
const app = await buildApp(config, { entitlements: { planFor: async () => planById('pro') } });
const call = async (method, url, cookie, payload) => {
  const res = await app.inject({
    method,
    url,
    payload,
    headers: { 'x-bridge-client': 'bench', ...(cookie ? { cookie } : {}) },
  });
  if (res.statusCode >= 400)
    throw new Error(`${method} ${url} answered ${res.statusCode}: ${res.body}`);
  return res;
};
const timed = async (fn) => {
  const started = performance.now();
  await fn();
  return performance.now() - started;
};

try {
  const signup = await call('POST', '/api/auth/signup', undefined, {
    email: 'bench-monitor@example.com',
    password: 'bench password 1',
    firstName: 'Bench',
    lastName: 'Mark',
  });
  const cookie = signup.headers['set-cookie'].toString().split(';')[0];
  const user = signup.json().user;
  const create = async (name) =>
    (await call('POST', '/api/projects', cookie, { name })).json().project.id;

  const big = await create('Twenty tables');
  const op = await app.services.operations.prepare(user, big, {
    service: 'backend',
    type: 'schema',
    risk: 'low',
    riskReasons: [],
    instruction: 'bench schema',
    explanation: 'bench schema',
    warnings: [],
    commands: [],
    source: 'deterministic',
    steps: twentyTables().map((sql) => ({ kind: 'sql', sql })),
  });
  await call('POST', `/api/projects/${big}/operations/${op.id}/execute`, cookie, { confirm: true });

  const check = () => call('POST', `/api/projects/${big}/monitor/check`, cookie);
  const first = await timed(check);
  const steady = [];
  for (let i = 0; i < 5; i++) steady.push(await timed(check));
  const issues = (await call('GET', `/api/projects/${big}/monitor`, cookie)).json()
    .warningsDetected;

  const ids = [big];
  for (let i = 1; i < PROJECTS; i++) {
    ids.push(await create(`Watched ${i}`));
    if (i % 10 === 0) console.error(`  ... ${i + 1} projects created`);
  }
  for (const id of ids) await call('POST', `/api/projects/${id}/monitor/start`, cookie);
  console.error(`  ... ${PROJECTS} projects monitored; measuring for ${WINDOW_MS / 1000} s`);

  const histogram = monitorEventLoopDelay({ resolution: 10 });
  const windowStart = Date.now();
  histogram.enable();
  await new Promise((resolve) => setTimeout(resolve, WINDOW_MS));
  histogram.disable();
  await app.services.monitor.settled();
  let checked = 0;
  for (const id of ids) {
    const { lastCheck } = (await call('GET', `/api/projects/${id}/monitor`, cookie)).json();
    if (lastCheck && Date.parse(lastCheck) >= windowStart) checked++;
  }

  const ms = (ns) => (ns / 1e6).toFixed(1).padStart(7);
  console.log(`Agent monitor (${TABLES}-table project, ${PROJECTS} monitored projects):`);
  console.log(
    `  one full check, first (raises ${issues} issues, prepares their fixes) ${first.toFixed(0).padStart(6)} ms`,
  );
  console.log(
    `  one full check, steady state                       median ${median(steady).toFixed(0).padStart(6)} ms  (runs: ${steady.map((v) => v.toFixed(0)).join(', ')})`,
  );
  console.log(
    `  event-loop delay over ${WINDOW_MS / 1000} s with ${PROJECTS} monitored: p50 ${ms(histogram.percentile(50))} ms, p99 ${ms(histogram.percentile(99))} ms, max ${ms(histogram.max)} ms`,
  );
  console.log(`  projects checked in that window: ${checked} of ${PROJECTS}`);
} finally {
  await app.close();
  await rm(dataDir, { recursive: true, force: true });
}
