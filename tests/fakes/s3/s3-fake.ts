import { createHash, createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for an S3-compatible server (https://docs.aws.amazon.com/AmazonS3/latest/API/):
 * PutObject, GetObject, HeadObject and DeleteObject on path-style URLs (`/<bucket>/<key>`), each
 * request's AWS Signature V4 recomputed with the known secret, bodies kept in memory, errors as
 * S3's XML `<Error><Code>…</Code>…</Error>`. Written from the documentation, apart from the
 * server's signer, so a mistake in either shows.
 */
export interface S3Fake {
  /** The endpoint, e.g. http://127.0.0.1:41234. */
  url: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Stored bodies by key. */
  objects: Map<string, Buffer>;
  /** Every request's method and key, in order. */
  requests: { method: string; key: string }[];
  /** The next request is answered 500 InternalError, whatever it is. */
  failNext(): void;
  close(): Promise<void>;
}

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) =>
  createHmac('sha256', key).update(data).digest();

const AUTHORIZATION =
  /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, ?SignedHeaders=([a-z0-9;-]+), ?Signature=([0-9a-f]{64})$/;

function sendError(response: ServerResponse, status: number, code: string, message: string) {
  const body =
    response.req.method === 'HEAD'
      ? ''
      : `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${message}</Message><RequestId>${randomUUID()}</RequestId></Error>`;
  response.writeHead(status, { 'content-type': 'application/xml' }).end(body);
}

async function readAll(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** The signature the request should carry, per the Signature V4 steps, or why it cannot have one. */
function expectedSignature(
  request: IncomingMessage,
  fake: Pick<S3Fake, 'region' | 'accessKeyId' | 'secretAccessKey'>,
): { signature: string; given: string } | { code: string; message: string } {
  const match = AUTHORIZATION.exec(request.headers.authorization ?? '');
  if (!match) return { code: 'AccessDenied', message: 'Missing or malformed Authorization header' };
  const [, keyId, day, region, signedHeaders, given] = match as unknown as string[];
  if (keyId !== fake.accessKeyId)
    return { code: 'InvalidAccessKeyId', message: 'The access key Id does not exist' };
  const amzDate = String(request.headers['x-amz-date'] ?? '');
  const names = signedHeaders!.split(';');
  if (!amzDate.startsWith(day!) || !names.includes('host') || region !== fake.region)
    return {
      code: 'AuthorizationHeaderMalformed',
      message: 'The authorization header is malformed',
    };
  const [path = '/', query = ''] = (request.url ?? '/').split('?');
  const canonicalQuery = query
    .split('&')
    .filter(Boolean)
    .map((pair) => (pair.includes('=') ? pair : `${pair}=`))
    .sort()
    .join('&');
  const canonicalHeaders = names
    .map((name) => {
      const value = request.headers[name];
      return `${name}:${(Array.isArray(value) ? value.join(',') : (value ?? '')).trim().replace(/\s+/g, ' ')}\n`;
    })
    .join('');
  const canonicalRequest = [
    request.method,
    path,
    canonicalQuery,
    canonicalHeaders,
    signedHeaders,
    String(request.headers['x-amz-content-sha256'] ?? ''),
  ].join('\n');
  const scope = `${day}/${region}/s3/aws4_request`;
  const stringToSign = `AWS4-HMAC-SHA256\n${amzDate}\n${scope}\n${sha256(canonicalRequest)}`;
  const kDate = hmac(`AWS4${fake.secretAccessKey}`, day!);
  const kSigning = hmac(hmac(hmac(kDate, region!), 's3'), 'aws4_request');
  return {
    signature: createHmac('sha256', kSigning).update(stringToSign).digest('hex'),
    given: given!,
  };
}

export async function startS3Fake(
  options: Partial<Pick<S3Fake, 'bucket' | 'region' | 'accessKeyId' | 'secretAccessKey'>> = {},
): Promise<S3Fake> {
  let failing = false;
  const fake = {
    bucket: options.bucket ?? 'project-files',
    region: options.region ?? 'us-east-1',
    accessKeyId: options.accessKeyId ?? 'FAKEACCESSKEY',
    secretAccessKey: options.secretAccessKey ?? 'fake-secret-access-key',
    objects: new Map<string, Buffer>(),
    requests: [] as { method: string; key: string }[],
  };

  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    const body = await readAll(request);
    const path = (request.url ?? '/').split('?')[0]!;
    const [bucket = '', ...rest] = path.slice(1).split('/').map(decodeURIComponent);
    const key = rest.join('/');
    const method = request.method ?? 'GET';
    fake.requests.push({ method, key });
    if (failing) {
      failing = false;
      return sendError(response, 500, 'InternalError', 'We encountered an internal error.');
    }
    const expected = expectedSignature(request, fake);
    if ('code' in expected) return sendError(response, 403, expected.code, expected.message);
    const given = Buffer.from(expected.given);
    if (!timingSafeEqual(given, Buffer.from(expected.signature)))
      return sendError(
        response,
        403,
        'SignatureDoesNotMatch',
        'The request signature we calculated does not match the signature you provided.',
      );
    const contentSha = String(request.headers['x-amz-content-sha256'] ?? '');
    if (contentSha !== 'UNSIGNED-PAYLOAD' && contentSha !== sha256(body))
      return sendError(
        response,
        400,
        'XAmzContentSHA256Mismatch',
        "The provided 'x-amz-content-sha256' header does not match what was computed.",
      );
    if (bucket !== fake.bucket)
      return sendError(response, 404, 'NoSuchBucket', 'The specified bucket does not exist');
    if (!key) return sendError(response, 400, 'InvalidRequest', 'A key is needed');
    const stored = fake.objects.get(key);
    switch (method) {
      case 'PUT':
        if (request.headers['content-length'] === undefined)
          return sendError(
            response,
            411,
            'MissingContentLength',
            'You must provide the Content-Length HTTP header.',
          );
        fake.objects.set(key, body);
        return response
          .writeHead(200, { etag: `"${createHash('md5').update(body).digest('hex')}"` })
          .end();
      case 'GET':
      case 'HEAD':
        if (!stored)
          return sendError(response, 404, 'NoSuchKey', 'The specified key does not exist.');
        response.writeHead(200, {
          'content-length': stored.length,
          'content-type': 'binary/octet-stream',
        });
        return response.end(method === 'GET' ? stored : undefined);
      case 'DELETE':
        fake.objects.delete(key);
        return response.writeHead(204).end();
      default:
        return sendError(response, 405, 'MethodNotAllowed', 'The specified method is not allowed.');
    }
  };

  const server = createServer((request, response) => {
    handle(request, response).catch(() => sendError(response, 500, 'InternalError', 'Fake failed'));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    ...fake,
    url: `http://127.0.0.1:${port}`,
    failNext: () => {
      failing = true;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
