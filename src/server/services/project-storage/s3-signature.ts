import { createHash, createHmac } from 'node:crypto';

const sha256 = (data: string) => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) =>
  createHmac('sha256', key).update(data).digest();

/** SHA-256 of an empty body, as GET, HEAD and DELETE requests sign it. */
export const EMPTY_SHA256 = sha256('');

/** Encodes each segment of a path as S3's canonical URI wants (RFC 3986, `/` kept). */
export const encodeS3Path = (path: string) =>
  path
    .split('/')
    .map((segment) =>
      encodeURIComponent(segment).replace(
        /[!'()*]/g,
        (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
      ),
    )
    .join('/');

/**
 * The `Authorization` header of AWS Signature Version 4 for one S3 request with no query string
 * (https://docs.aws.amazon.com/IAM/latest/UserGuide/reference_sigv-create-signed-request.html).
 * `headers` are the ones signed, with lowercase names; they must hold host, x-amz-date and
 * x-amz-content-sha256.
 */
export function signS3Request(input: {
  method: string;
  /** The encoded path, as sent. */
  path: string;
  headers: Record<string, string>;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}): string {
  const amzDate = input.headers['x-amz-date'] ?? '';
  const day = amzDate.slice(0, 8);
  const names = Object.keys(input.headers).sort();
  const canonicalRequest = [
    input.method,
    input.path,
    '',
    ...names.map((name) => `${name}:${String(input.headers[name]).trim()}`),
    '',
    names.join(';'),
    input.headers['x-amz-content-sha256'] ?? '',
  ].join('\n');
  const scope = `${day}/${input.region}/s3/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256(canonicalRequest)].join('\n');
  const key = ['s3', 'aws4_request'].reduce(
    (k, part) => hmac(k, part),
    hmac(hmac(`AWS4${input.secretAccessKey}`, day), input.region),
  );
  const signature = createHmac('sha256', key).update(stringToSign).digest('hex');
  return `AWS4-HMAC-SHA256 Credential=${input.accessKeyId}/${scope}, SignedHeaders=${names.join(';')}, Signature=${signature}`;
}

/** `20261126T114800Z`, the form x-amz-date takes. */
export const amzDateOf = (date: Date) =>
  date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
