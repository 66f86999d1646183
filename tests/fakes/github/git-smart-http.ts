import { spawn } from 'node:child_process';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createGunzip } from 'node:zlib';

export type GitService = 'git-receive-pack' | 'git-upload-pack';

const pktLine = (text: string) => `${(text.length + 4).toString(16).padStart(4, '0')}${text}`;

/**
 * Git's smart HTTP protocol, served by the real git binary against a bare repository:
 * `GET info/refs?service=...` advertises refs, `POST /<service>` runs one stateless RPC.
 */
export async function serveGit(
  req: IncomingMessage,
  res: ServerResponse,
  repoDir: string,
  service: GitService,
  advertise: boolean,
): Promise<void> {
  const command = service.slice('git-'.length);
  if (advertise) {
    const refs = await run(command, ['--stateless-rpc', '--advertise-refs', repoDir]);
    res.writeHead(200, {
      'content-type': `application/x-${service}-advertisement`,
      'cache-control': 'no-cache',
    });
    res.end(Buffer.concat([Buffer.from(`${pktLine(`# service=${service}\n`)}0000`), refs]));
    return;
  }
  const child = spawn('git', [command, '--stateless-rpc', repoDir], {
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  const input = req.headers['content-encoding'] === 'gzip' ? req.pipe(createGunzip()) : req;
  input.pipe(child.stdin);
  res.writeHead(200, {
    'content-type': `application/x-${service}-result`,
    'cache-control': 'no-cache',
  });
  child.stdout.pipe(res);
  await new Promise<void>((resolve) => child.on('close', () => resolve()));
}

function run(command: string, args: string[]): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const child = spawn('git', [command, ...args]);
    const out: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0
        ? resolve(Buffer.concat(out))
        : reject(new Error(`git ${command} failed (${code})`)),
    );
  });
}
