import type { IncomingHttpHeaders, OutgoingHttpHeaders } from 'node:http';
import { constants, createBrotliCompress, createGzip, type BrotliOptions } from 'node:zlib';

/** The same rules as the app's @fastify/compress registration in app.ts, for answers sent below Fastify. */
export const COMPRESS_THRESHOLD = 1024;
/** @fastify/compress's default list of compressible types. */
const COMPRESSIBLE =
  /^text\/(?!event-stream)|(?:\+|\/)json(?:;|$)|(?:\+|\/)text(?:;|$)|(?:\+|\/)xml(?:;|$)|octet-stream(?:;|$)/u;
/** @fastify/compress's brotli settings: quality 4 is quick enough for every answer. */
export const BROTLI_OPTIONS: BrotliOptions = {
  params: {
    [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    [constants.BROTLI_PARAM_QUALITY]: 4,
  },
};

export type AnswerEncoding = 'br' | 'gzip';

/** The encoding the client accepts with the highest weight, brotli first on a tie; `*` and x-gzip mean gzip. */
export function negotiateEncoding(acceptEncoding: string | undefined): AnswerEncoding | null {
  if (!acceptEncoding) return null;
  let best: AnswerEncoding | null = null;
  let bestWeight = 0;
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [token = '', ...params] = part.split(';').map((piece) => piece.trim());
    const name = token === '*' || token === 'x-gzip' ? 'gzip' : token;
    if (name !== 'br' && name !== 'gzip') continue;
    const q = params.find((param) => param.startsWith('q='));
    const weight = q ? Number(q.slice(2)) : 1;
    if (!(weight > 0)) continue;
    if (weight > bestWeight || (weight === bestWeight && name === 'br')) {
      best = name;
      bestWeight = weight;
    }
  }
  return best;
}

/**
 * How an answer is compressed, or null to send it as it is: not when the client asked for none,
 * the type does not compress, it is already encoded, or a whole answer is under the threshold.
 */
export function answerEncoding(
  request: IncomingHttpHeaders,
  answer: OutgoingHttpHeaders,
  wholeSize: number | null,
): AnswerEncoding | null {
  if (request['x-no-compression'] !== undefined) return null;
  const already = answer['content-encoding'];
  if (already && already !== 'identity') return null;
  if (!COMPRESSIBLE.test(String(answer['content-type'] ?? 'application/json'))) return null;
  if (wholeSize !== null && wholeSize < COMPRESS_THRESHOLD) return null;
  return negotiateEncoding(request['accept-encoding']);
}

export const compressor = (encoding: AnswerEncoding) =>
  encoding === 'br' ? createBrotliCompress(BROTLI_OPTIONS) : createGzip();

/** Marks the headers for an encoded answer: its length is no longer known, and caches must vary on it. */
export function encodedHeaders(
  headers: OutgoingHttpHeaders,
  encoding: AnswerEncoding,
): OutgoingHttpHeaders {
  const { 'content-length': _length, ...rest } = headers;
  const vary = rest.vary ? `${String(rest.vary)}, accept-encoding` : 'accept-encoding';
  return { ...rest, vary, 'content-encoding': encoding };
}
