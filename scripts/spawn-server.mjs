// Starts the built app server (or a bare Node http server) in a child process, for benchmarks and browser tests.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer } from 'node:net';

export const freePort = () =>
  new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

async function waitFor(url, timeoutMs = 60_000) {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

function stopper(child, dataDir) {
  return () =>
    new Promise((resolve) => {
      const done = () => {
        if (dataDir) rmSync(dataDir, { recursive: true, force: true });
        resolve();
      };
      if (child.exitCode !== null || child.signalCode !== null) return done();
      child.once('exit', done);
      child.kill('SIGTERM');
    });
}

/** Starts dist/server/main.js; pass the port and data directory of an earlier run to restart it. */
export async function startAppServer(env = {}, { port: fixedPort, dataDir: keptDir } = {}) {
  const port = fixedPort ?? (await freePort());
  const dataDir = keptDir ?? mkdtempSync(join(tmpdir(), 'bridge-server-'));
  const child = spawn(process.execPath, ['dist/server/main.js'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`${url}/api/health`);
  return {
    url,
    port,
    dataDir,
    pid: child.pid,
    stop: stopper(child, keptDir ? undefined : dataDir),
    kill: stopper(child),
  };
}

const BARE_SERVER = `
const http = require('node:http');
const body = JSON.stringify({ status: 'ok', database: 'ok', version: '0.0.0' });
http.createServer((req, res) => {
  res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) });
  res.end(body);
}).listen(Number(process.env.PORT), '127.0.0.1');
`;

export async function startBareServer() {
  const port = await freePort();
  const child = spawn(process.execPath, ['-e', BARE_SERVER], {
    env: { ...process.env, PORT: String(port) },
    stdio: 'inherit',
  });
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`${url}/`);
  return { url, stop: stopper(child) };
}

// The least any proxy in Node can cost: each request passed to a Unix socket over kept-alive connections, nothing else.
const BARE_PROXY = `
const http = require('node:http');
const agent = new http.Agent({ keepAlive: true, maxSockets: 32 });
http.createServer((req, res) => {
  const { host, connection, ...headers } = req.headers;
  const upstream = http.request(
    { socketPath: process.env.SOCKET, path: req.url, method: req.method, headers, agent },
    (answer) => {
      res.writeHead(answer.statusCode, answer.headers);
      answer.pipe(res);
    },
  );
  upstream.on('error', () => res.destroy());
  req.pipe(upstream);
}).listen(Number(process.env.PORT), '127.0.0.1');
`;

/** A bare Node proxy to a Unix socket, for benchmarks to show the floor of any second hop. */
export async function startBareProxy(socketPath) {
  const port = await freePort();
  const child = spawn(process.execPath, ['-e', BARE_PROXY], {
    env: { ...process.env, PORT: String(port), SOCKET: socketPath },
    stdio: 'inherit',
  });
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`${url}/`);
  return { url, port, stop: stopper(child) };
}
