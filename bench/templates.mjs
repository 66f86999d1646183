// Prints how long "Use Template" takes for each template: POST /api/projects with `template`
// answers once the app's tables exist and its site is live. Needs `npm run build`.
import { get } from 'node:http';
import { startAppServer } from '../scripts/spawn-server.mjs';
import { client, median, percentile, timed } from './support/http-client.mjs';

const RUNS = Number(process.env.RUNS ?? 5);
const TEMPLATES = [
  'todo-app',
  'blog-platform',
  'ecommerce-store',
  'dashboard-app',
  'social-app',
  'portfolio-site',
];

// Every founder signs up from this machine; the sign-up limit is not what is measured.
const server = await startAppServer({ RATE_LIMIT_AUTH_MAX: '10000' });
const { port } = new URL(server.url);

/** The status of a site's home page: asked of this machine with the site's own Host header. */
const siteStatus = (siteUrl) =>
  new Promise((resolve, reject) => {
    get({ host: '127.0.0.1', port, path: '/', headers: { host: new URL(siteUrl).host } }, (res) => {
      res.resume();
      resolve(res.statusCode);
    }).on('error', reject);
  });

const times = new Map(TEMPLATES.map((t) => [t, []]));
try {
  // Warm the cached database template once, as a running server has.
  const warm = client(server.url);
  await warm.signUp();
  await warm.post('/api/projects', { name: 'Warm-up', template: 'todo-app' });

  for (let i = 0; i < RUNS; i++) {
    for (const template of TEMPLATES) {
      // Each create is a new founder's, whatever project limit the server's plans set.
      const api = client(server.url);
      await api.signUp();
      const made = await timed(() => api.post('/api/projects', { name: `Bench ${i}`, template }));
      const status = await siteStatus(made.result.project.siteUrl);
      if (status !== 200) throw new Error(`${template}: the site answered ${status}`);
      times.get(template).push(made.ms);
    }
  }
} finally {
  await server.stop();
}

const all = [...times.values()].flat();
const row = (label, values) =>
  console.log(
    `  ${label.padEnd(18)} p50 ${median(values).toFixed(0).padStart(5)} ms  p95 ${percentile(values, 95).toFixed(0).padStart(5)} ms  (runs: ${values.map((v) => v.toFixed(0)).join(', ')})`,
  );
console.log(
  `Use Template until the app is live, ${RUNS} runs per template (target p95 <= 2000 ms):`,
);
for (const [template, values] of times) row(template, values);
row('all templates', all);
