// Prints what uploads cost the server's memory (issue 30 item 6): ten concurrent 50 MB uploads
// to a bucket that does not exist with only the anon key, as raw bodies and as forms, then four
// accepted 50 MB forms; the server's resident memory before, at its peak and after each, and how
// much of each body had been sent when the answer came. Needs `npm run build` (the server part).
import { request } from 'node:http';
import { startAppServer } from '../scripts/spawn-server.mjs';
import { client } from './support/http-client.mjs';
import { residentOf } from './support/processes.mjs';

const MB = 1024 * 1024;
const SIZE = Number(process.env.UPLOAD_MB ?? 50) * MB;
const CONCURRENT = Number(process.env.CONCURRENT ?? 10);
const CHUNK = Buffer.alloc(64 * 1024, 7);
const BOUNDARY = 'benchboundary';
const FORM_HEAD = Buffer.from(
  `--${BOUNDARY}\r\ncontent-disposition: form-data; name="cacheControl"\r\n\r\n3600\r\n` +
    `--${BOUNDARY}\r\ncontent-disposition: form-data; name=""; filename="blob"\r\ncontent-type: application/octet-stream\r\n\r\n`,
);
const FORM_TAIL = Buffer.from(`\r\n--${BOUNDARY}--\r\n`);

/** One upload of SIZE bytes; answers its status and the bytes sent when the answer came. */
function upload(server, host, key, path, form) {
  const head = form ? FORM_HEAD : Buffer.alloc(0);
  const tail = form ? FORM_TAIL : Buffer.alloc(0);
  return new Promise((resolve, reject) => {
    let sent = 0;
    let answered = false;
    const req = request({
      host: '127.0.0.1',
      port: server.port,
      path,
      method: 'POST',
      headers: {
        host,
        apikey: key,
        authorization: `Bearer ${key}`,
        'content-type': form
          ? `multipart/form-data; boundary=${BOUNDARY}`
          : 'application/octet-stream',
        'content-length': String(head.length + SIZE + tail.length),
      },
    });
    req.on('error', (error) => (answered ? undefined : reject(error)));
    req.on('response', (res) => {
      answered = true;
      const at = sent;
      res.resume();
      res.on('end', () => {
        resolve({ status: res.statusCode, sentMb: at / MB });
        req.destroy();
      });
    });
    (async () => {
      req.write(head);
      for (let left = SIZE; left > 0 && !answered; left -= CHUNK.length) {
        sent += CHUNK.length;
        if (!req.write(CHUNK)) await new Promise((r) => req.once('drain', r));
      }
      if (!answered) req.end(tail);
    })().catch(reject);
  });
}

/** Runs `count` uploads at once, sampling the server's resident memory every 20 ms. */
async function round(server, label, count, send) {
  const before = residentOf(server.pid);
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, residentOf(server.pid))), 20);
  const started = performance.now();
  const results = await Promise.all(Array.from({ length: count }, (_, i) => send(i)));
  const ms = performance.now() - started;
  clearInterval(sampler);
  // A moment for the server to let go of what it held, then memory as it stays.
  await new Promise((r) => setTimeout(r, 1000));
  const after = residentOf(server.pid);
  const statuses = [...new Set(results.map((r) => r.status))].join(', ');
  const sent = results.map((r) => r.sentMb);
  console.log(
    `${label.padEnd(48)} ${String(statuses).padEnd(6)} RSS ${(before / MB).toFixed(0)} → peak ${(peak / MB).toFixed(0)} → ${(after / MB).toFixed(0)} MB;` +
      ` body sent when answered ${Math.min(...sent).toFixed(1)}–${Math.max(...sent).toFixed(1)} MB of ${SIZE / MB}; ${ms.toFixed(0)} ms`,
  );
}

const server = await startAppServer({ RATE_LIMIT_AUTH_MAX: '100000' });
try {
  const api = client(server.url);
  await api.signUp();
  const { project } = await api.post('/api/projects', { name: 'Upload bench' });
  const { anonKey, serviceRoleKey } = await api.get(`/api/projects/${project.id}/api`);
  const host = `${project.slug}.localhost:${server.port}`;
  // fetch cannot set Host, which names the site: the bucket is made over node:http.
  const made = await new Promise((resolve, reject) => {
    const body = JSON.stringify({ id: 'files', public: false });
    const req = request(
      {
        host: '127.0.0.1',
        port: server.port,
        path: '/storage/v1/bucket',
        method: 'POST',
        headers: {
          host,
          apikey: serviceRoleKey,
          authorization: `Bearer ${serviceRoleKey}`,
          'content-type': 'application/json',
        },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
  if (made !== 200) throw new Error(`making the bucket answered ${made}`);

  console.log(`Uploads of ${SIZE / MB} MB to one project (server process ${server.pid}):`);
  await round(server, `${CONCURRENT} raw, missing bucket, anon key`, CONCURRENT, () =>
    upload(server, host, anonKey, '/storage/v1/object/nowhere/a.bin', false),
  );
  await round(server, `${CONCURRENT} forms, missing bucket, anon key`, CONCURRENT, () =>
    upload(server, host, anonKey, '/storage/v1/object/nowhere/a.bin', true),
  );
  await round(server, '4 forms accepted (service key)', 4, (i) =>
    upload(server, host, serviceRoleKey, `/storage/v1/object/files/f${i}.bin`, true),
  );
  await round(server, '4 raw bodies accepted (service key)', 4, (i) =>
    upload(server, host, serviceRoleKey, `/storage/v1/object/files/r${i}.bin`, false),
  );
} finally {
  await server.stop();
}
