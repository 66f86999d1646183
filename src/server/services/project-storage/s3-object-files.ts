import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { fileStoreFailed, objectNotFound } from './errors';
import { uploadFolder } from './file-store';
import { checkIds, isVersion, type ObjectStore, type StoredFile } from './object-store';
import { receiveFile } from './receive-file';
import { amzDateOf, EMPTY_SHA256, encodeS3Path, signS3Request } from './s3-signature';

export interface S3Settings {
  /** The server's root URL, e.g. http://127.0.0.1:9000; objects go to `<endpoint>/<bucket>/<key>`. */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Keys start with it (a folder of a shared bucket); empty for none. */
  prefix?: string | undefined;
}

/** How long S3 may stay silent before a request is given up. */
const TIMEOUT_MS = 60_000;

/**
 * A project's object files in an S3-compatible bucket, at `[<prefix>/]projects/<id>/objects/<version>`,
 * by path-style requests signed with AWS Signature V4 (docs/decisions/023-project-files-in-s3.md).
 */
export class S3ObjectFiles implements ObjectStore {
  private readonly base: URL;
  private readonly prefix: string;

  constructor(
    private readonly s3: S3Settings,
    /** Uploads are counted into a file here first, so their size is known before S3 sees them. */
    private readonly dataDir: string,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.base = new URL(s3.endpoint);
    const prefix = (s3.prefix ?? '').replace(/^\/+|\/+$/g, '');
    this.prefix = prefix ? `${prefix}/` : '';
  }

  keyOf(projectId: string, version: string) {
    checkIds(projectId, version);
    return `${this.prefix}projects/${projectId}/objects/${version}`;
  }

  async write(projectId: string, body: Readable, limit: number): Promise<StoredFile> {
    const version = randomUUID();
    const key = this.keyOf(projectId, version);
    const temporary = join(await uploadFolder(this.dataDir, projectId), version);
    const { size, md5, sha256 } = await receiveFile(body, temporary, limit, { sha256: true });
    try {
      const answer = await this.send('PUT', key, { file: temporary, size, sha256: sha256! });
      if (answer.statusCode !== 200) throw await failure('PUT', answer);
      answer.resume();
    } finally {
      await rm(temporary, { force: true });
    }
    return { version, size, md5 };
  }

  async read(projectId: string, version: string): Promise<Readable> {
    const answer = await this.send('GET', this.keyOf(projectId, version));
    if (answer.statusCode === 200) return answer;
    if (answer.statusCode === 404) {
      answer.resume();
      throw objectNotFound();
    }
    throw await failure('GET', answer);
  }

  async exists(projectId: string, version: string): Promise<boolean> {
    const answer = await this.send('HEAD', this.keyOf(projectId, version));
    answer.resume();
    if (answer.statusCode === 200) return true;
    if (answer.statusCode === 404) return false;
    throw await failure('HEAD', answer);
  }

  async remove(projectId: string, versions: (string | null | undefined)[]): Promise<void> {
    for (const version of versions) {
      if (!isVersion(version)) continue;
      const answer = await this.send('DELETE', this.keyOf(projectId, version));
      // A key already gone is what was asked for.
      if (answer.statusCode !== 204 && answer.statusCode !== 200 && answer.statusCode !== 404)
        throw await failure('DELETE', answer);
      answer.resume();
    }
  }

  /** One signed request; a network failure becomes the storage error, with no secret in it. */
  private async send(
    method: 'PUT' | 'GET' | 'HEAD' | 'DELETE',
    key: string,
    body?: { file: string; size: number; sha256: string },
  ): Promise<IncomingMessage> {
    const root = this.base.pathname.replace(/\/+$/, '');
    const path = `${root}/${encodeS3Path(this.s3.bucket)}/${encodeS3Path(key)}`;
    const signed = {
      host: this.base.host,
      'x-amz-content-sha256': body?.sha256 ?? EMPTY_SHA256,
      'x-amz-date': amzDateOf(this.now()),
    };
    const authorization = signS3Request({ method, path, headers: signed, ...this.s3 });
    const request = this.base.protocol === 'https:' ? httpsRequest : httpRequest;
    try {
      return await new Promise<IncomingMessage>((resolve, reject) => {
        const outgoing = request(
          {
            protocol: this.base.protocol,
            hostname: this.base.hostname.replace(/^\[|\]$/g, ''),
            port: this.base.port || undefined,
            method,
            path,
            headers: {
              ...signed,
              authorization,
              'content-length': String(body?.size ?? 0),
            },
            timeout: TIMEOUT_MS,
          },
          resolve,
        );
        outgoing.on('timeout', () => outgoing.destroy(new Error('no answer in time')));
        outgoing.on('error', reject);
        if (body) pipeline(createReadStream(body.file), outgoing).catch(reject);
        else outgoing.end();
      });
    } catch (error) {
      throw fileStoreFailed(`S3 ${method} failed: ${(error as Error).message}`);
    }
  }
}

/** The storage error for an S3 answer other than the expected one, naming its status and code. */
async function failure(method: string, answer: IncomingMessage) {
  let text = '';
  for await (const chunk of answer) if (text.length < 4096) text += String(chunk);
  const code = /<Code>([^<]*)<\/Code>/.exec(text)?.[1];
  return fileStoreFailed(`S3 ${method} answered ${answer.statusCode}${code ? ` ${code}` : ''}`);
}
