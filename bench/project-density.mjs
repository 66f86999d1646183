// Prints how many resources 50 projects cost on one server: on a fresh DATA_DIR, creates 50
// projects, gives each a three-table schema and 100 rows, reads each once, then (without waiting
// for idle pools to close) sums the memory of the server and every process under it. Also prints
// project creation p50/p95 and how long the server takes to be healthy on a first and a later
// start. Needs `npm run build`. Targets from issue 14.
import { rmSync } from 'node:fs';
import pg from 'pg';
import { startAppServer } from '../scripts/spawn-server.mjs';
import { client, median, percentile, timed } from './support/http-client.mjs';
import { memoryOf, processTree } from './support/processes.mjs';

const PROJECTS = Number(process.env.PROJECTS ?? 50);
const ROWS = 100;
const SCHEMA =
  'create a table called customers with name, email and phone; a table called products with name, price and stock count; and a table called orders with a quantity and a total, each order belongs to a customer';

const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
const env = { RATE_LIMIT_AUTH_MAX: '100000' };

const first = await timed(() => startAppServer(env));
let server = first.result;
const creation = [];
let memory;
try {
  for (let i = 0; i < PROJECTS; i++) {
    // The free plan holds three projects: each founder here makes one.
    const api = client(server.url);
    await api.signUp();
    const made = await timed(() => api.post('/api/projects', { name: `Density ${i}` }));
    creation.push(made.ms);
    const id = made.result.project.id;
    const plan = (await api.post(`/api/projects/${id}/plans`, { instruction: SCHEMA })).plan;
    if (!plan.dryRun?.ok) throw new Error(`The schema plan does not apply: ${plan.dryRun?.error}`);
    await api.post(`/api/projects/${id}/operations/${plan.id}/execute`, {});
    // The rows go in the way a founder's own tool would put them: with the project's connection string.
    const { uri } = await api.get(`/api/projects/${id}/database/connection`);
    const db = new pg.Client({ connectionString: uri });
    await db.connect();
    await db.query(
      `insert into customers (name, email) select 'Customer ' || n, 'c' || n || '@example.com' from generate_series(1, ${ROWS}) n`,
    );
    await db.end();
    await api.get(`/api/projects/${id}/database/facts`);
  }
  const tree = processTree(server.pid);
  const own = memoryOf(tree[0]);
  memory = {
    server: own,
    total: tree.reduce((sum, pid) => sum + memoryOf(pid), 0),
    processes: tree.length,
  };
} finally {
  await server.kill();
}
const again = await timed(() =>
  startAppServer(env, { port: server.port, dataDir: server.dataDir }),
);
server = again.result;
await server.stop();
rmSync(server.dataDir, { recursive: true, force: true });

console.log(
  `Project density, ${PROJECTS} projects with a three-table schema and ${ROWS} rows each:`,
);
console.log(
  `  memory of the server and its ${memory.processes - 1} child processes: ${mb(memory.total)} (target ≤ 400 MB; the server itself ${mb(memory.server)})`,
);
console.log(
  `  project creation: p50 ${median(creation).toFixed(0)} ms, p95 ${percentile(creation, 95).toFixed(0)} ms (target p50 ≤ 300 ms)`,
);
console.log(`  healthy after the first start: ${(first.ms / 1000).toFixed(1)} s (target ≤ 15 s)`);
console.log(`  healthy after a later start: ${(again.ms / 1000).toFixed(1)} s (target ≤ 3 s)`);
