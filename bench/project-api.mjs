// Prints what a project's API costs: how long the first request to a cold project API takes
// (PostgREST started on demand), p50 and p99 of a 100-row select through the studio's proxy,
// straight to the project's PostgREST socket, and through a bare Node proxy (the floor of any
// second hop), interleaved in rounds in the same run with the same client and request, and the
// memory of each running PostgREST. Needs `npm run build`. Targets from issue 15.
import { readdirSync, readFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { startAppServer, startBareProxy } from '../scripts/spawn-server.mjs';
import { client, median, percentile, timed } from './support/http-client.mjs';
import { memoryOf, processTree, residentOf } from './support/processes.mjs';

const PROJECTS = Number(process.env.PROJECTS ?? 5);
const REQUESTS = Number(process.env.REQUESTS ?? 500);
/** Requests in flight at once in the second run: a site with a few visitors at the same moment. */
const IN_FLIGHT = Number(process.env.IN_FLIGHT ?? 8);
const ROWS = 100;
/** Each way is measured in this many rounds, in turn, so a busy moment on the machine hits all alike. */
const ROUNDS = 5;
const WARM_UP = 50;

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

/** Runs `count` requests on each of `inFlight` workers over kept-alive connections; their latencies if `record`. */
async function measure(way, inFlight, count, record) {
  const times = [];
  const worker = async () => {
    for (let i = 0; i < count; i++) {
      const start = performance.now();
      await get(way.target, way.path, way.headers, way.agent);
      if (record) times.push(performance.now() - start);
    }
  };
  await Promise.all(Array.from({ length: inFlight }, worker));
  return times;
}

/** Latencies of every way at `inFlight` at once: warmed up, then in rounds that take turns. */
async function compare(ways, inFlight) {
  const agents = ways.map(() => new Agent({ keepAlive: true, maxSockets: inFlight }));
  const all = ways.map((way, i) => ({ ...way, agent: agents[i] }));
  for (const way of all) await measure(way, inFlight, WARM_UP, false);
  const times = all.map(() => []);
  for (let round = 0; round < ROUNDS; round++)
    for (let k = 0; k < all.length; k++) {
      const i = (round + k) % all.length;
      times[i].push(...(await measure(all[i], inFlight, Math.ceil(REQUESTS / ROUNDS), true)));
    }
  for (const agent of agents) agent.destroy();
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
let bare;
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
  const socketPath = socketOf(first.id);
  // The same request every way: supabase-js sends the key as `apikey` and as a bearer token.
  const key = { apikey: first.anonKey, authorization: `Bearer ${first.anonKey}` };
  bare = await startBareProxy(socketPath);
  const ways = [
    { target: tcp, path, headers: { host: first.host, ...key } },
    { target: { socketPath }, path: '/items?select=*', headers: key },
    { target: { host: '127.0.0.1', port: bare.port }, path: '/items?select=*', headers: key },
  ];
  for (const inFlight of [1, IN_FLIGHT]) {
    const [proxied, direct, floor] = await compare(ways, inFlight);
    runs.push({ inFlight, proxied, direct, floor });
  }
  postgrests = processTree(server.pid)
    .filter((pid) => commandOf(pid) === 'postgrest')
    .map((pid) => ({ pss: memoryOf(pid), rss: residentOf(pid) }));
} finally {
  await bare?.stop();
  await server.stop();
}

const ms = (value) => `${value.toFixed(2)} ms`;
const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
console.log(`Project API, ${PROJECTS} projects, a ${ROWS}-row select:`);
console.log(
  `  first request to a cold project API: median ${ms(median(cold))}, worst ${ms(Math.max(...cold))} (target ≤ 1 s)`,
);
const overhead = (through, straight) => (through / straight - 1) * 100;
const verdict = (percent) =>
  `${percent.toFixed(0)}% ${percent <= 20 ? '(target ≤ 20%: met)' : '(target ≤ 20%: NOT met)'}`;
for (const { inFlight, proxied, direct, floor } of runs) {
  const p = (times) => [median(times), percentile(times, 99)];
  const [proxied50, proxied99] = p(proxied);
  const [direct50, direct99] = p(direct);
  const [floor50, floor99] = p(floor);
  console.log(`  ${proxied.length} requests each way, ${inFlight} in flight at once:`);
  console.log(`    through the studio's proxy: p50 ${ms(proxied50)}, p99 ${ms(proxied99)}`);
  console.log(`    straight to PostgREST:      p50 ${ms(direct50)}, p99 ${ms(direct99)}`);
  console.log(`    through a bare Node proxy:  p50 ${ms(floor50)}, p99 ${ms(floor99)}`);
  console.log(
    `    proxy overhead at p50: ${verdict(overhead(proxied50, direct50))}; at p99: ${verdict(overhead(proxied99, direct99))}`,
  );
  console.log(
    `    the bare proxy's (the floor of any second hop): p50 ${overhead(floor50, direct50).toFixed(0)}%, p99 ${overhead(floor99, direct99).toFixed(0)}%`,
  );
}
const pss = postgrests.map((p) => p.pss);
const rss = postgrests.map((p) => p.rss);
console.log(
  `  memory per running PostgREST (${postgrests.length}): proportional set size median ${mb(median(pss))}, largest ${mb(Math.max(...pss))}; resident median ${mb(median(rss))}, largest ${mb(Math.max(...rss))} (target ≤ 25 MB)`,
);
