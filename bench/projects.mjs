// Prints the median time to create a project from a template (its app built and live), to apply a
// 3-table schema, and to deploy the site again until it is live, through the built server's HTTP
// API. Needs `npm run build`.
import { get } from 'node:http';
import { startAppServer } from '../scripts/spawn-server.mjs';
import { client, median, timed } from './support/http-client.mjs';

const RUNS = Number(process.env.RUNS ?? 5);
const SCHEMA =
  'create a table called customers with name, email (unique) and phone; a table called products with name, price and stock count; and a table called orders with a quantity and a total, each order belongs to a customer, and each user sees only their own orders';

/** The status of a site's home page: asked of this machine with the site's own Host header. */
const siteStatus = (siteUrl) =>
  new Promise((resolve, reject) => {
    const { port } = new URL(server.url);
    get({ host: '127.0.0.1', port, path: '/', headers: { host: new URL(siteUrl).host } }, (res) => {
      res.resume();
      resolve(res.statusCode);
    }).on('error', reject);
  });

const server = await startAppServer();
const create = [];
const schema = [];
const deploy = [];
try {
  // Warm the cached database template once, as a running server has.
  const warm = client(server.url);
  await warm.signUp();
  await warm.post('/api/projects', { name: 'Warm-up' });

  for (let i = 0; i < RUNS; i++) {
    const api = client(server.url);
    await api.signUp();
    const made = await timed(() =>
      api.post('/api/projects', { name: `Bench ${i}`, template: 'todo-app' }),
    );
    create.push(made.ms);
    const id = made.result.project.id;

    const schemaPlan = (await api.post(`/api/projects/${id}/plans`, { instruction: SCHEMA })).plan;
    if (!schemaPlan.dryRun?.ok)
      throw new Error(`The schema plan does not apply: ${schemaPlan.dryRun?.error}`);
    schema.push(
      (await timed(() => api.post(`/api/projects/${id}/operations/${schemaPlan.id}/execute`, {})))
        .ms,
    );

    const deployPlan = (
      await api.post(`/api/projects/${id}/plans`, { instruction: 'deploy main to production' })
    ).plan;
    const ran = await timed(async () => {
      await api.post(`/api/projects/${id}/operations/${deployPlan.id}/execute`, { confirm: true });
      const status = await siteStatus(made.result.project.siteUrl);
      if (status !== 200) throw new Error(`The site answered ${status}`);
    });
    deploy.push(ran.ms);
  }
} finally {
  await server.stop();
}

const row = (label, values, target) =>
  console.log(
    `  ${label.padEnd(34)} median ${median(values).toFixed(0).padStart(5)} ms  (runs: ${values.map((v) => v.toFixed(0)).join(', ')}; target < ${target} ms)`,
  );
console.log(`Projects, ${RUNS} runs each:`);
row('create a project (template app live)', create, 2000);
row('apply a 3-table schema (execute)', schema, 100);
row('deploy the template until live', deploy, 500);
