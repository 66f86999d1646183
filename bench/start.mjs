// Prints how long `npm start` takes until GET /api/health answers, twice in a row on a new DATA_DIR
// and a free port: the first start builds when the sources changed since the last build, the second
// must not (decision 045). Each server is stopped as Ctrl-C stops it, and its log is checked for
// lines at warn level or above. `-- --cold` removes the build stamp first, so the first start builds.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../scripts/spawn-server.mjs';
import { STAMP_NAME } from '../scripts/build-stamp.mjs';
import { cpuSecondsOf, processTree } from './support/processes.mjs';

const BUDGETS = { first: 90_000, second: 5_000 };
const HEALTH_TIMEOUT_MS = 300_000;
const STOP_TIMEOUT_MS = 30_000;

const wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Whether any process of the group `pgid` is still running. */
function groupAlive(pgid) {
  try {
    process.kill(-pgid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * Lines of the start's output that read as a problem: the server's log lines at warn (40) or above,
 * and other lines (npm's, the build's) that say so; the build's list of assets is not one.
 */
function warnings(output) {
  return output.split('\n').filter((line) => {
    try {
      return JSON.parse(line).level >= 40;
    } catch {
      return (
        /^\(!\)|\b(warn|warning|error|fatal|panic)\b/i.test(line) && !line.includes('/assets/')
      );
    }
  });
}

async function timedStart(dataDir, port) {
  const url = `http://127.0.0.1:${port}/api/health`;
  const started = performance.now();
  // Its own process group, so the stop below reaches npm, the server and PostgreSQL as Ctrl-C does.
  const child = spawn('npm', ['start'], {
    detached: true,
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  let exited = false;
  child.once('exit', () => (exited = true));
  let ms = null;
  let cpu = 0;
  while (!exited && performance.now() - started < HEALTH_TIMEOUT_MS) {
    const ok = await fetch(url, { signal: AbortSignal.timeout(2_000) }).then(
      (res) => res.ok,
      () => false,
    );
    if (ok) {
      ms = performance.now() - started;
      // Wall time follows whatever else the machine runs; CPU time much less so.
      cpu = processTree(child.pid).reduce((sum, pid) => sum + cpuSecondsOf(pid), 0);
      break;
    }
    await wait(50);
  }
  if (groupAlive(child.pid)) process.kill(-child.pid, 'SIGINT');
  const stopBy = Date.now() + STOP_TIMEOUT_MS;
  while (groupAlive(child.pid) && Date.now() < stopBy) await wait(100);
  if (groupAlive(child.pid)) process.kill(-child.pid, 'SIGKILL');
  return { ms, cpu, built: /building\./.test(output), output };
}

if (process.argv.includes('--cold')) rmSync(join('dist', STAMP_NAME), { force: true });
const dataDir = mkdtempSync(join(tmpdir(), 'bridge-start-'));
const port = await freePort();
console.log(
  `npm start on a new DATA_DIR (${dataDir}), port ${port}, until GET /api/health answers:`,
);
let failed = false;
try {
  for (const run of ['first', 'second']) {
    const { ms, cpu, built, output } = await timedStart(dataDir, port);
    const problems = warnings(output);
    if (ms === null) {
      failed = true;
      console.log(`  ${run} start: no healthy answer. Its output:\n${output}`);
      break;
    }
    const verdict = ms <= BUDGETS[run] ? 'within' : 'OVER';
    console.log(
      `  ${run.padEnd(6)} start ${(ms / 1000).toFixed(1).padStart(5)} s, ${cpu.toFixed(1).padStart(5)} CPU s (${built ? 'built' : 'no build'}; ${verdict} ${BUDGETS[run] / 1000} s), ${problems.length} log lines at warn or above`,
    );
    for (const line of problems) console.log(`    ${line.slice(0, 300)}`);
    if (run === 'second' && built) failed = true;
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
if (failed) process.exitCode = 1;
