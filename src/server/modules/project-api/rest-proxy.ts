import { randomUUID } from 'node:crypto';
import {
  Agent,
  request as httpRequest,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type OutgoingHttpHeaders,
  type ServerResponse,
} from 'node:http';
import { brotliCompress, gzip } from 'node:zlib';
import { promisify } from 'node:util';
import {
  PassThrough,
  pipeline,
  Transform,
  type Readable,
  type TransformCallback,
} from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { checkProjectApiKey, presentedApiKey } from '../site-origin/api-key';
import { API_ANSWER_HEADERS } from '../site-origin/cors';
import { API_METHODS } from '../site-origin/unserved-paths';
import { SITE_HEADERS, STUDIO_HOST_API_HEADERS } from '../site-origin/site-headers';
import { siteUrlOf } from '../site-origin/site-context';
import type { PostgrestProcesses } from '../../services/project-api/postgrest-processes';
import { PostgrestUnavailable } from '../../services/project-api/postgrest-binary';
import { REQUEST_TAG_HEADER } from '../../services/project-api/request-tag';
import type { ProjectKeyStore } from '../../services/project-api/key-store';
import { INTERNAL_ERROR_BODY } from '../../plugins/error-handler';
import {
  answerEncoding,
  BROTLI_OPTIONS,
  compressor,
  encodedHeaders,
  type AnswerEncoding,
} from './answer-compression';

/** Largest request body passed on to PostgREST (a bulk insert of a few thousand rows). */
export const REST_BODY_LIMIT = 8 * 1024 * 1024;
const TOO_LARGE = 'The request body is too large for the API.';

/** Connection-level headers a proxy must not pass on (RFC 9110 section 7.6.1), the visitor's cookies and request tag. */
const NOT_FORWARDED = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  'host',
  'cookie',
  REQUEST_TAG_HEADER,
]);

function forwardable(headers: IncomingHttpHeaders): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(headers))
    if (value !== undefined && !NOT_FORWARDED.has(name)) out[name] = value;
  return out;
}

class BodyTooLarge extends Error {}

/** Counts the bytes going through and fails the stream once there are too many. */
class BodyLimit extends Transform {
  private seen = 0;
  constructor(private readonly limit: number) {
    super();
  }
  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback) {
    this.seen += chunk.length;
    if (this.seen > this.limit) done(new BodyTooLarge(TOO_LARGE));
    else done(null, chunk);
  }
}

/** Connections to each PostgREST socket stay open between requests, as a browser's to us do. */
const upstreamAgent = new Agent({ keepAlive: true, maxSockets: 32 });

function forward(
  socketPath: string,
  req: IncomingMessage,
  upstreamRequest: { path: string; tag: string; signal: AbortSignal },
): Promise<IncomingMessage> {
  return new Promise((resolve, reject) => {
    const upstream = httpRequest(
      {
        socketPath,
        path: upstreamRequest.path,
        method: req.method,
        headers: { ...forwardable(req.headers), [REQUEST_TAG_HEADER]: upstreamRequest.tag },
        agent: upstreamAgent,
        signal: upstreamRequest.signal,
      },
      resolve,
    );
    upstream.on('error', reject);
    // Most requests are reads without a body: no stream to set up for them.
    const hasBody =
      req.headers['transfer-encoding'] !== undefined ||
      Number(req.headers['content-length'] ?? 0) > 0;
    if (!hasBody) {
      upstream.end();
      return;
    }
    const body = req.pipe(new BodyLimit(REST_BODY_LIMIT));
    body.on('error', (error) => {
      upstream.destroy();
      reject(error);
    });
    body.pipe(upstream);
  });
}

/** Answers up to this size go back in one write; larger ones stream as PostgREST sends them. */
const WHOLE_BELOW = 64 * 1024;

/** PostgREST's answer body: a Buffer when small (cheaper to send), else a stream of the rest. */
function bodyOf(answer: IncomingMessage): Promise<Buffer | Readable> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      chunks.push(chunk);
      size += chunk.length;
      if (size <= WHOLE_BELOW) return;
      answer.off('data', onData);
      answer.off('end', onEnd);
      answer.pause();
      const rest = new PassThrough();
      for (const held of chunks) rest.write(held);
      pipeline(answer, rest, () => undefined);
      resolve(rest);
    };
    const onEnd = () => resolve(Buffer.concat(chunks));
    answer.on('data', onData);
    answer.once('end', onEnd);
    answer.once('error', reject);
  });
}

/**
 * The path and query PostgREST sees: the URL as sent, less everything up to `/rest/v1`, and less
 * an `apikey` parameter, which the gateway consumed (PostgREST would read it as a filter).
 */
function upstreamPath(url: string): string {
  const rest = url.slice(url.indexOf('/rest/v1') + '/rest/v1'.length);
  const [path = '', query] = rest.split(/\?(.*)/s, 2);
  const kept = (query ?? '').split('&').filter((pair) => pair && !/^apikey(?:=|$)/i.test(pair));
  const clean = path.startsWith('/') ? path : `/${path}`;
  return kept.length ? `${clean}?${kept.join('&')}` : clean;
}

const brotliWhole = promisify(brotliCompress);
const gzipWhole = promisify(gzip);
const compressWhole: Record<AnswerEncoding, (body: Buffer) => Promise<Buffer>> = {
  br: (body) => brotliWhole(body, BROTLI_OPTIONS),
  gzip: (body) => gzipWhole(body),
};

/**
 * Every answer of the REST path carries the site's headers, the upstream's and CORS, in that
 * order; on the studio's host the studio's guard last, and no cookie the database asked to set.
 */
function answerHeaders(upstream: OutgoingHttpHeaders, onStudioHost: boolean): OutgoingHttpHeaders {
  const headers = { ...SITE_HEADERS, ...upstream, ...API_ANSWER_HEADERS };
  if (!onStudioHost) return headers;
  const { 'set-cookie': _cookie, ...rest } = headers;
  return { ...rest, ...STUDIO_HOST_API_HEADERS };
}

async function send(
  req: IncomingMessage,
  res: ServerResponse,
  target: RestTarget,
  status: number,
  upstreamHeaders: OutgoingHttpHeaders,
  body: Buffer | Readable,
): Promise<void> {
  const headers = answerHeaders(upstreamHeaders, target.onStudioHost);
  const whole = Buffer.isBuffer(body);
  const encoding = answerEncoding(req.headers, headers, whole ? body.length : null);
  if (whole && (status === 204 || status < 200)) {
    // As Fastify sends them: an answer with no content has no type or length (RFC 9110 8.6).
    const { 'content-type': _type, 'content-length': _length, ...rest } = headers;
    res.writeHead(status, rest).end();
    return;
  }
  if (whole) {
    const sent = encoding ? await compressWhole[encoding](body) : body;
    const final = encoding ? encodedHeaders(headers, encoding) : headers;
    // A HEAD answer keeps the length the GET would have, when PostgREST gave one.
    const length = req.method === 'HEAD' ? (final['content-length'] ?? sent.length) : sent.length;
    res.writeHead(status, { ...final, 'content-length': length });
    res.end(sent);
    return;
  }
  res.writeHead(status, encoding ? encodedHeaders(headers, encoding) : headers);
  if (encoding) pipeline(body, compressor(encoding), res, () => undefined);
  else pipeline(body, res, () => undefined);
}

const json = (message: unknown) => Buffer.from(JSON.stringify(message));
const JSON_TYPE = { 'content-type': 'application/json; charset=utf-8' };

/** An error in PostgREST's own shape, so supabase-js reports it like any other. */
const apiError = (status: number, message: string) =>
  [status, JSON_TYPE, json({ code: 'PGRST000', details: null, hint: null, message })] as const;

const EMPTY_OBJECT = Buffer.from('{}');
const INVALID_PATH = json({
  code: 'PGRST125',
  details: null,
  hint: null,
  message: 'Invalid path specified in request URL',
});

/** PostgREST 12 answers a path it has nothing at with an empty object; 13, which Supabase runs, with PGRST125. */
const asPostgrest13 = (status: number | undefined, body: Buffer | Readable) =>
  status === 404 && Buffer.isBuffer(body) && body.equals(EMPTY_OBJECT) ? INVALID_PATH : body;

/** The URL as the site's origin sees it (path and query) and the project it is for. */
export interface RestTarget {
  projectId: string;
  url: string;
  /** Came to the project's path on the studio's host (`/p/<slug>`), not to the site's origin. */
  onStudioHost: boolean;
}

/**
 * `/rest/v1/*` on a site's origin: the gateway's key check, then the project's own PostgREST,
 * reached through the studio so a site needs one origin. Works on the raw request and response,
 * so it runs the same in front of Fastify (rest-fast-path.ts) and inside it (projectRestRoutes).
 */
export function createRestProxy(options: {
  processes: PostgrestProcesses;
  keys: Pick<ProjectKeyStore, 'keysFor'>;
  /** Cancels the query of the request tagged `tag`: PostgREST runs it to its end otherwise. */
  cancelQuery: (projectId: string, tag: string) => Promise<void>;
  log: { error: (details: { err: unknown }, message: string) => void };
}) {
  async function proxy(req: IncomingMessage, res: ServerResponse, target: RestTarget) {
    // Parsed only when it may hold a key; the first one counts, as in Fastify's query.
    const query = target.url.includes('apikey')
      ? { apikey: new URLSearchParams(target.url.split(/\?(.*)/s)[1] ?? '').get('apikey') }
      : undefined;
    const check = checkProjectApiKey(
      presentedApiKey(req.headers, query),
      await options.keys.keysFor(target.projectId),
    );
    if (!check.ok) return send(req, res, target, check.status, JSON_TYPE, json(check.body));
    if (Number(req.headers['content-length'] ?? 0) > REST_BODY_LIMIT)
      return send(req, res, target, ...apiError(413, TOO_LARGE));
    const tag = randomUUID();
    const gone = new AbortController();
    res.once('close', () => {
      if (res.writableFinished) return;
      gone.abort();
      options
        .cancelQuery(target.projectId, tag)
        .catch((err: unknown) => options.log.error({ err }, 'could not cancel a REST query'));
    });
    let answer: IncomingMessage;
    try {
      answer = await options.processes.use(target.projectId, (socketPath) =>
        forward(socketPath, req, { path: upstreamPath(target.url), tag, signal: gone.signal }),
      );
    } catch (error) {
      // The visitor went away: nobody to answer.
      if (gone.signal.aborted) return;
      if (error instanceof PostgrestUnavailable)
        return send(req, res, target, ...apiError(503, error.message));
      if (error instanceof BodyTooLarge) return send(req, res, target, ...apiError(413, TOO_LARGE));
      throw error;
    }
    return send(
      req,
      res,
      target,
      answer.statusCode ?? 502,
      forwardable(answer.headers),
      asPostgrest13(answer.statusCode, await bodyOf(answer)),
    );
  }

  /** Never throws: an unexpected failure is logged and answered as the app's error handler would. */
  return async function serveRest(
    req: IncomingMessage,
    res: ServerResponse,
    target: RestTarget,
  ): Promise<void> {
    try {
      await proxy(req, res, target);
    } catch (err) {
      options.log.error({ err }, 'request failed');
      if (res.headersSent) res.destroy();
      else
        await send(req, res, target, 500, JSON_TYPE, json(INTERNAL_ERROR_BODY)).catch(() =>
          res.destroy(),
        );
    }
  };
}

export type ServeRest = ReturnType<typeof createRestProxy>;

/**
 * The REST path inside Fastify, for what does not come through the fast path (`inject` in tests):
 * the same raw proxy, after Fastify's site lookup and input checks.
 */
export function projectRestRoutes(serveRest: ServeRest) {
  return async function restRoutes(app: FastifyInstance) {
    // Bodies go to PostgREST as they came: nothing here parses them.
    app.removeAllContentTypeParsers();
    app.addContentTypeParser('*', (_request, _payload, done) => done(null));

    const handler = async (request: FastifyRequest, reply: FastifyReply) => {
      reply.hijack();
      await serveRest(request.raw, reply.raw, {
        projectId: request.site.projectId,
        url: siteUrlOf(request),
        onStudioHost: request.site.onStudioHost,
      });
    };
    // PostgREST answers every path and method under it in its own shape (PGRST125, PGRST117).
    for (const url of ['/rest/v1', '/rest/v1/*']) app.route({ method: API_METHODS, url, handler });
  };
}
