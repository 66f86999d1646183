// Prints what a project's API costs: how long the first request to a cold project API takes
// (PostgREST started on demand), p50 and p99 of a 100-row select through the studio's proxy and
// straight to the project's PostgREST socket in the same run, and the memory of each running
// PostgREST. Needs `npm run build`. Targets from issue 15.
import { readdirSync, readFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { startAppServer } from '../scripts/spawn-server.mjs';
import { client, median, percentile, timed } from './support/http-client.mjs';
import { memoryOf, processTree, residentOf } from './support/processes.mjs';

const PROJECTS = Number(process.env.PROJECTS ?? 5);
const REQUESTS = Number(process.env.REQUESTS ?? 500);
/** Requests in flight at once in the second run: a site with a few visitors at the same moment. */
const IN_FLIGHT = Number(process.env.IN_FLIGHT ?? 8);
const ROWS = 100;

/** One GET, over TCP to the studio (with the site's Host) or over PostgREST's Unix socket. */
function get(target, path, headers, agent) {
  return new Promise((resolve, reject) => {
    const req = request({ ...target, path, headers, agent }, (res) => {
      let length = 0;
      res.on('data', (chunk) => (length += chunk.length));
      res.on('end', () =>
        res.statusCode === 200
          ? resolve(length)
          : reject(new Error(`GET ${path} answered ${res.statusCode}`)),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

/** Latency of each request, with `inFlight` requests kept going at once over kept-alive connections. */
async function latencies(target, path, headers, inFlight) {
  const agent = new Agent({ keepAlive: true, maxSockets: inFlight });
  const times = [];
  const worker = async (count, record) => {
    for (let i = 0; i < count; i++) {
      const start = performance.now();
      await get(target, path, headers, agent);
      if (record) times.push(performance.now() - start);
    }
  };
  await Promise.all(Array.from({ length: inFlight }, () => worker(50, false)));
  await Promise.all(Array.from({ length: inFlight }, () => worker(REQUESTS, true)));
  agent.destroy();
  return times;
}

/** The Unix socket the server gave this project's PostgREST (`<project id>-<start number>.sock`). */
function socketOf(projectId) {
  for (const dir of readdirSync(tmpdir()).filter((d) => d.startsWith('bridge-rest-'))) {
    const socket = readdirSync(join(tmpdir(), dir)).find(
      (name) => name.startsWith(`${projectId}-`) && name.endsWith('.sock'),
    );
    if (socket) return join(tmpdir(), dir, socket);
  }
  throw new Error(`No PostgREST socket for project ${projectId}`);
}

const commandOf = (pid) => {
  try {
    return readFileSync(`/proc/${pid}/comm`, 'utf8').trim();
  } catch {
    return '';
  }
};

const server = await startAppServer({ RATE_LIMIT_AUTH_MAX: '100000' });
const cold = [];
const runs = [];
let postgrests;
try {
  const projects = [];
  for (let i = 0; i < PROJECTS; i++) {
    const api = client(server.url);
    await api.signUp();
    const { project } = await api.post('/api/projects', { name: `API bench ${i}` });
    const { uri } = await api.get(`/api/projects/${project.id}/database/connection`);
    const db = new pg.Client({ connectionString: uri });
    await db.connect();
    await db.query('create table items (id serial primary key, name text not null, price numeric)');
    await db.query(
      `insert into items (name, price) select 'Item ' || n, n * 1.5 from generate_series(1, ${ROWS}) n`,
    );
    await db.end();
    const { anonKey } = await api.get(`/api/projects/${project.id}/api`);
    projects.push({ id: project.id, host: `${project.slug}.localhost:${server.port}`, anonKey });
  }
  const path = '/rest/v1/items?select=*';
  const tcp = { host: '127.0.0.1', port: server.port };
  for (const project of projects) {
    const headers = { host: project.host, apikey: project.anonKey };
    cold.push((await timed(() => get(tcp, path, headers))).ms);
  }
  const [first] = projects;
  for (const inFlight of [1, IN_FLIGHT]) {
    runs.push({
      inFlight,
      proxied: await latencies(tcp, path, { host: first.host, apikey: first.anonKey }, inFlight),
      direct: await latencies(
        { socketPath: socketOf(first.id) },
        '/items?select=*',
        { authorization: `Bearer ${first.anonKey}` },
        inFlight,
      ),
    });
  }
  postgrests = processTree(server.pid)
    .filter((pid) => commandOf(pid) === 'postgrest')
    .map((pid) => ({ pss: memoryOf(pid), rss: residentOf(pid) }));
} finally {
  await server.stop();
}

const ms = (value) => `${value.toFixed(1)} ms`;
const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
console.log(`Project API, ${PROJECTS} projects, a ${ROWS}-row select:`);
console.log(
  `  first request to a cold project API: median ${ms(median(cold))}, worst ${ms(Math.max(...cold))} (target ≤ 1 s)`,
);
for (const { inFlight, proxied, direct } of runs) {
  const overhead = (median(proxied) / median(direct) - 1) * 100;
  console.log(`  ${REQUESTS * inFlight} requests, ${inFlight} in flight at once:`);
  console.log(
    `    through the studio's proxy: p50 ${ms(median(proxied))}, p99 ${ms(percentile(proxied, 99))}`,
  );
  console.log(
    `    straight to PostgREST:      p50 ${ms(median(direct))}, p99 ${ms(percentile(direct, 99))}`,
  );
  console.log(`    proxy overhead at p50: ${overhead.toFixed(0)}% (target ≤ 20%)`);
}
const pss = postgrests.map((p) => p.pss);
const rss = postgrests.map((p) => p.rss);
console.log(
  `  memory per running PostgREST (${postgrests.length}): proportional set size median ${mb(median(pss))}, largest ${mb(Math.max(...pss))}; resident median ${mb(median(rss))}, largest ${mb(Math.max(...rss))} (target ≤ 25 MB)`,
);
