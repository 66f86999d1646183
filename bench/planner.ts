// npm run bench:planner: the planner's time per instruction over the corpus, in process and
// without the dry run (median and p99; targets: median < 2 ms, p99 < 10 ms), then plans per
// second through POST /api/projects/:id/plans on the built server (needs `npm run build:server`).
// `-- --large` plans every case on a grown project (20 more tables of 1,000 rows) and stops there.
import { existsSync } from 'node:fs';
import { planInstruction, type PlannerContext } from '@shared/planner';
import { baselineContext } from '../tests/planner/baseline-context';
import type { CorpusCase } from '../tests/planner/expect';
import corpus from '../tests/planner/corpus.json';
import { startAppServer } from '../scripts/spawn-server.mjs';
import { client, median, percentile } from './support/http-client.mjs';

const ROUNDS = Number(process.env.ROUNDS ?? 20);
const HTTP_SECONDS = Number(process.env.HTTP_SECONDS ?? 10);
const CONCURRENCY = Number(process.env.CONCURRENCY ?? 4);
const cases = (corpus as { cases: CorpusCase[] }).cases;

/** The context each case is planned against: the baseline after its setup instructions. */
function contextFor(c: CorpusCase): PlannerContext {
  let context = baselineContext();
  for (const step of c.setup ?? []) {
    const planned = planInstruction(step, { context });
    if (planned.ok) context = planned.after;
  }
  return context;
}

const LARGE_TABLES = 20;
const LARGE_ROWS = 1000;
const NOUNS =
  'clients invoices shipments suppliers warehouses coupons reviews tickets agents visits lessons rooms vehicles drivers parcels campaigns leads quotes refunds payouts'.split(
    ' ',
  );

/** The same context with 20 more tables of 1,000 rows each, as a grown project has. */
function grown(context: PlannerContext): PlannerContext {
  const tables = NOUNS.slice(0, LARGE_TABLES).map((name) => ({
    name,
    rls: true,
    rowCount: LARGE_ROWS,
    policies: [
      { name: `Owners can read their ${name}`, command: 'SELECT', roles: ['authenticated'] },
    ],
    columns: [
      'id uuid',
      'name text',
      'email text',
      'amount numeric',
      'status text',
      'done boolean',
      'user_id uuid',
      'created_at timestamp with time zone',
    ].map((c) => {
      const [column, ...type] = c.split(' ');
      return { name: column ?? '', type: type.join(' '), nullable: true };
    }),
  }));
  return {
    ...context,
    database: { ...context.database, tables: [...(context.database?.tables ?? []), ...tables] },
  };
}

const LARGE = process.argv.includes('--large') || process.env.LARGE === '1';
const prepared = cases.map((c) => ({
  c,
  context: LARGE ? grown(contextFor(c)) : contextFor(c),
  times: [] as number[],
}));
for (let round = -2; round < ROUNDS; round++) {
  for (const entry of prepared) {
    const start = performance.now();
    planInstruction(entry.c.instruction, { context: entry.context, service: entry.c.service });
    // The first two rounds warm the JIT and are not counted.
    if (round >= 0) entry.times.push(performance.now() - start);
  }
}
// Each instruction's time is its median over the rounds, so a GC pause or a busy machine in one
// round does not count as the planner's time; every single run is shown too.
const perInstruction = prepared.map((entry) => median(entry.times));
const everyRun = prepared.flatMap((entry) => entry.times);
const slowest = prepared.reduce((a, b) => (median(b.times) > median(a.times) ? b : a));
const ms = (value: number) => `${value.toFixed(3)} ms`;
console.log(
  `Planner in process (${cases.length} instructions x ${ROUNDS} rounds, no dry run${LARGE ? `, ${LARGE_TABLES} more tables of ${LARGE_ROWS} rows each` : ''}):`,
);
console.log(
  `  per instruction: median ${ms(median(perInstruction))} (target < 2 ms)   p99 ${ms(percentile(perInstruction, 99))} (target < 10 ms)`,
);
console.log(
  `  every run:       median ${ms(median(everyRun))}   p99 ${ms(percentile(everyRun, 99))}   max ${ms(Math.max(...everyRun))}`,
);
console.log(
  `  slowest: ${slowest.c.id} (${ms(median(slowest.times))}) "${slowest.c.instruction.slice(0, 80)}"`,
);

if (LARGE) process.exit(0);
if (!existsSync('dist/server/main.js')) {
  console.log('\nSkipping plans per second: run `npm run build:server` first.');
  process.exit(0);
}

// Instructions that plan on a fresh project, so every request makes a real plan (dry run included).
const instructions = cases
  .filter((c) => !c.setup?.length && 'service' in c.expected)
  .map((c) => c.instruction);
const server = await startAppServer();
try {
  const api = client(server.url);
  await api.signUp();
  const { project } = await api.post<{ project: { id: string } }>('/api/projects', {
    name: 'Planner bench',
  });
  const url = `/api/projects/${project.id}/plans`;
  for (const instruction of instructions.slice(0, 5)) await api.post(url, { instruction });
  let next = 0;
  let planned = 0;
  let refused = 0;
  const end = Date.now() + HTTP_SECONDS * 1000;
  const started = performance.now();
  const worker = async () => {
    while (Date.now() < end) {
      const instruction = instructions[next++ % instructions.length] as string;
      // GitHub is not connected here, so a plan can still be refused (422); both are answers.
      await api.post(url, { instruction }).then(
        () => planned++,
        () => refused++,
      );
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const seconds = (performance.now() - started) / 1000;
  console.log(
    `\nPlans through POST /api/projects/:id/plans (${CONCURRENCY} at a time for ${seconds.toFixed(1)} s, dry run included):`,
  );
  console.log(`  ${(planned / seconds).toFixed(1)} plans/s (${planned} plans, ${refused} refused)`);
} finally {
  await server.stop();
}
