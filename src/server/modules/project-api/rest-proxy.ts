import { request as httpRequest, type IncomingHttpHeaders, type IncomingMessage } from 'node:http';
import {
  PassThrough,
  pipeline,
  Transform,
  type Readable,
  type TransformCallback,
} from 'node:stream';
import type { CheckApiKey } from '../site-origin/api-key';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { PostgrestProcesses } from '../../services/project-api/postgrest-processes';
import { PostgrestUnavailable } from '../../services/project-api/postgrest-binary';

/** Largest request body passed on to PostgREST (a bulk insert of a few thousand rows). */
export const REST_BODY_LIMIT = 8 * 1024 * 1024;
const TOO_LARGE = 'The request body is too large for the API.';

/** Connection-level headers a proxy must not pass on (RFC 9110 section 7.6.1), and the visitor's cookies. */
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

/** An error in PostgREST's own shape, so supabase-js reports it like any other. */
const apiError = (reply: FastifyReply, status: number, message: string) =>
  reply
    .status(status)
    .header('content-type', 'application/json; charset=utf-8')
    .send({ code: 'PGRST000', details: null, hint: null, message });

function forward(
  socketPath: string,
  request: FastifyRequest,
  path: string,
): Promise<IncomingMessage> {
  return new Promise((resolve, reject) => {
    const upstream = httpRequest(
      { socketPath, path, method: request.method, headers: forwardable(request.headers) },
      resolve,
    );
    upstream.on('error', reject);
    // Most requests are reads without a body: no stream to set up for them.
    const hasBody =
      request.headers['transfer-encoding'] !== undefined ||
      Number(request.headers['content-length'] ?? 0) > 0;
    if (!hasBody) {
      upstream.end();
      return;
    }
    const body = request.raw.pipe(new BodyLimit(REST_BODY_LIMIT));
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
function upstreamPath(originalUrl: string): string {
  const rest = originalUrl.slice(originalUrl.indexOf('/rest/v1') + '/rest/v1'.length);
  const [path = '', query] = rest.split(/\?(.*)/s, 2);
  const kept = (query ?? '').split('&').filter((pair) => pair && !/^apikey(?:=|$)/i.test(pair));
  const clean = path.startsWith('/') ? path : `/${path}`;
  return kept.length ? `${clean}?${kept.join('&')}` : clean;
}

/**
 * `/rest/v1/*` on a site's origin: the project's own PostgREST, reached through the studio so a
 * site needs one origin. Bodies and answers stream through untouched; PostgREST checks the JWT.
 */
export function projectRestRoutes(options: {
  processes: PostgrestProcesses;
  checkApiKey: CheckApiKey;
}) {
  return async function restRoutes(app: FastifyInstance) {
    // Bodies go to PostgREST as they came: nothing here parses them.
    app.removeAllContentTypeParsers();
    app.addContentTypeParser('*', (_request, _payload, done) => done(null));

    app.route({
      method: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
      url: '/rest/v1/*',
      handler: async (request, reply) => {
        if (!(await options.checkApiKey(request, reply))) return reply;
        if (Number(request.headers['content-length'] ?? 0) > REST_BODY_LIMIT)
          return apiError(reply, 413, TOO_LARGE);
        let answer: IncomingMessage;
        try {
          answer = await options.processes.use(request.site.projectId, (socketPath) =>
            forward(socketPath, request, upstreamPath(request.originalUrl)),
          );
        } catch (error) {
          if (error instanceof PostgrestUnavailable) return apiError(reply, 503, error.message);
          if (error instanceof BodyTooLarge) return apiError(reply, 413, TOO_LARGE);
          throw error;
        }
        return reply
          .status(answer.statusCode ?? 502)
          .headers(forwardable(answer.headers))
          .send(await bodyOf(answer));
      },
    });
  };
}
