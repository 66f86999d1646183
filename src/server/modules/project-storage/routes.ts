import type { CheckApiKey } from '../site-origin/api-key';
import { answerUnservedPaths } from '../site-origin/unserved-paths';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Actor } from '../../services/project-db/project-database';
import {
  invalidRequest,
  entityTooLarge,
  routeMethodNotAllowed,
  routeNotFound,
  StorageApiError,
} from '../../services/project-storage/errors';
import { checkBucketName, splitObjectPath } from '../../services/project-storage/keys';
import { hasUnstorableText, unstorableText } from '../../plugins/input-hygiene';
import type { ProjectStorageService, UploadBody } from '../../services/project-storage/service';
import { multipartFile } from '../../services/project-storage/multipart-file';

/** Largest JSON body (list, remove, bucket requests). */
const JSON_BODY_LIMIT = 1024 * 1024;
/** Room for a multipart form's boundaries and fields around the file itself (its announced size less this). */
const MULTIPART_OVERHEAD = 64 * 1024;

const firstHeader = (value: string | string[] | undefined) =>
  Array.isArray(value) ? value[0] : value;

/** The bearer token, else the `apikey` (Supabase's gateway puts it there when there is none). */
function tokenOf(request: FastifyRequest): string {
  const authorization = firstHeader(request.headers.authorization) ?? '';
  const bearer = /^bearer\s+(.+)$/i.exec(authorization)?.[1]?.trim();
  if (bearer) return bearer;
  const fromQuery = (request.query as Record<string, unknown> | undefined)?.apikey;
  return firstHeader(request.headers.apikey) ?? (typeof fromQuery === 'string' ? fromQuery : '');
}

/**
 * Reads the whole body, keeping it up to `limit` bytes; `null` as soon as it is larger (the rest
 * is dropped as it arrives, so the client gets the answer rather than a reset).
 */
function readBody(request: FastifyRequest, limit: number): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const raw = request.raw;
    raw.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= limit) chunks.push(chunk);
      else {
        chunks.length = 0;
        resolve(null);
      }
    });
    raw.once('end', () => resolve(size > limit ? null : Buffer.concat(chunks)));
    raw.once('error', reject);
  });
}

async function readJson(request: FastifyRequest): Promise<Record<string, unknown>> {
  const body = await readBody(request, JSON_BODY_LIMIT);
  if (!body) throw entityTooLarge('The request body is too large');
  if (body.length === 0) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(body.toString('utf8'));
  } catch {
    // Answered below.
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed))
    throw invalidRequest('Body should be a JSON object');
  // Bodies skip the app's input hygiene, which reads only what Fastify parsed.
  if (hasUnstorableText(parsed)) throw unstorableText();
  return parsed as Record<string, unknown>;
}

/** The file of a multipart form (supabase-js's Blob uploads), streamed as it arrives. */
async function formBody(request: FastifyRequest, contentType: string): Promise<UploadBody> {
  const { body, mimeType, fields } = await multipartFile(request.raw, contentType);
  const cacheControl = fields.cacheControl;
  return {
    body,
    mimeType,
    cacheControl: `max-age=${cacheControl && /^\d+$/.test(cacheControl) ? cacheControl : '3600'}`,
  };
}

const wildcard = (request: FastifyRequest) => (request.params as { '*': string })['*'];

/**
 * `/storage/v1` on a site's origin, as Supabase Storage answers supabase-js: uploads, downloads
 * (authenticated and public), list, remove and buckets. Policies on `storage.objects` decide.
 */
export function projectStorageRoutes(options: {
  storage: ProjectStorageService;
  checkApiKey: CheckApiKey;
}) {
  const { storage } = options;
  return async function storageRoutes(app: FastifyInstance) {
    // Upload bodies stream to disk and other bodies are read by the handlers: nothing parses here.
    app.removeAllContentTypeParsers();
    app.addContentTypeParser('*', (_request, _payload, done) => done(null));

    // Refusals are answered at once: the rest of a refused upload is dropped unread as it arrives.
    app.setErrorHandler(async (error: FastifyError, request, reply) => {
      if (error instanceof StorageApiError) {
        if (error.httpStatus >= 500) request.log.error({ err: error }, 'storage request failed');
        return reply.status(error.httpStatus).send(error.body());
      }
      // The app's own refusals (input hygiene, Fastify's checks) keep their status, in Storage's shape.
      const status = error.statusCode ?? 500;
      if (status >= 400 && status < 500) {
        const refusal = new StorageApiError(
          status,
          'InvalidRequest',
          'InvalidRequest',
          error.message,
          status,
        );
        return reply.status(status).send(refusal.body());
      }
      request.log.error({ err: error }, 'storage request failed');
      return reply.status(500).send({
        statusCode: '500',
        code: 'InternalError',
        error: 'Internal',
        message: 'Internal Server Error',
      });
    });

    answerUnservedPaths(app, '/storage/v1', {
      notFound: ({ method, path }) => {
        throw routeNotFound(method, path);
      },
      methodNotAllowed: ({ method, path }, allowed) => {
        throw routeMethodNotAllowed(method, path, allowed);
      },
    });

    /** The caller, after the gateway's `apikey` check; `null` when the answer was already sent. */
    const caller = async (request: FastifyRequest, reply: FastifyReply): Promise<Actor | null> => {
      if (!(await options.checkApiKey(request, reply))) return null;
      return storage.actorFor(request.site.projectId, tokenOf(request));
    };

    const upload = (upsertByDefault: boolean) =>
      async function (request: FastifyRequest, reply: FastifyReply) {
        const actor = await caller(request, reply);
        if (!actor) return reply;
        const { bucket, name } = splitObjectPath(wildcard(request));
        const upsertHeader = firstHeader(request.headers['x-upsert']);
        const upsert = upsertHeader === undefined ? upsertByDefault : upsertHeader === 'true';
        const contentType =
          firstHeader(request.headers['content-type']) ?? 'text/plain;charset=UTF-8';
        const form = /^multipart\/form-data/i.test(contentType);
        const length = Number(firstHeader(request.headers['content-length']));
        const { id } = await storage.upload(request.site.projectId, actor, {
          bucket,
          name,
          upsert,
          ...(form ? { framing: MULTIPART_OVERHEAD } : { mimeType: contentType }),
          ...(Number.isFinite(length) ? { contentLength: length } : {}),
          openBody: async () =>
            form
              ? formBody(request, contentType)
              : {
                  body: request.raw,
                  mimeType: contentType,
                  cacheControl: firstHeader(request.headers['cache-control']) ?? 'no-cache',
                },
        });
        return reply.status(200).send({ Id: id, Key: `${bucket}/${name}` });
      };
    app.post('/storage/v1/object/*', upload(false));
    // supabase-js's `update`: replaces the object (Supabase runs it as an update, here an upsert).
    app.put('/storage/v1/object/*', upload(true));

    const sendObject = async (
      request: FastifyRequest,
      reply: FastifyReply,
      actor: Actor | null,
    ) => {
      const { bucket, name } = splitObjectPath(wildcard(request));
      const found = await storage.find(request.site.projectId, actor, bucket, name);
      const meta = found.metadata;
      const headers: Record<string, string> = {
        'content-type': String(meta.mimetype ?? 'application/octet-stream'),
        'cache-control': String(meta.cacheControl ?? 'no-cache'),
        // Files share the site's origin: an uploaded page opened directly must not run as the site
        // (its scripts could read the visitor's session), so it gets an opaque origin of its own.
        'content-security-policy':
          "sandbox; default-src 'none'; img-src 'self' data:; media-src 'self'; style-src 'unsafe-inline'",
      };
      if (meta.size !== undefined) headers['content-length'] = String(meta.size);
      if (meta.eTag) headers.etag = String(meta.eTag);
      if (meta.lastModified)
        headers['last-modified'] = new Date(String(meta.lastModified)).toUTCString();
      if ('download' in ((request.query as object) ?? {}))
        headers['content-disposition'] = 'attachment';
      return reply.status(200).headers(headers).send(found.body);
    };

    // Public buckets' files need no key at all, as on Supabase.
    app.get('/storage/v1/object/public/*', async (request, reply) =>
      sendObject(request, reply, null),
    );
    const authenticated = async (request: FastifyRequest, reply: FastifyReply) => {
      const actor = await caller(request, reply);
      if (!actor) return reply;
      return sendObject(request, reply, actor);
    };
    app.get('/storage/v1/object/authenticated/*', authenticated);
    app.get('/storage/v1/object/*', authenticated);

    app.post('/storage/v1/object/list/:bucket', async (request, reply) => {
      const actor = await caller(request, reply);
      if (!actor) return reply;
      const body = await readJson(request);
      const { bucket } = request.params as { bucket: string };
      const rows = await storage.list(request.site.projectId, actor, checkBucketName(bucket), {
        prefix: typeof body.prefix === 'string' ? body.prefix : '',
        ...(body.limit !== undefined ? { limit: Number(body.limit) } : {}),
        ...(body.offset !== undefined ? { offset: Number(body.offset) } : {}),
        ...(typeof body.search === 'string' ? { search: body.search } : {}),
        ...(body.sortBy && typeof body.sortBy === 'object'
          ? { sortBy: body.sortBy as { column?: string; order?: string } }
          : {}),
      });
      return reply.status(200).send(rows);
    });

    app.delete('/storage/v1/object/:bucket', async (request, reply) => {
      const actor = await caller(request, reply);
      if (!actor) return reply;
      const body = await readJson(request);
      const prefixes = body.prefixes;
      if (
        !Array.isArray(prefixes) ||
        prefixes.length === 0 ||
        prefixes.length > 1000 ||
        !prefixes.every((p) => typeof p === 'string')
      )
        throw invalidRequest('body/prefixes must be an array of 1 to 1000 object names');
      const { bucket } = request.params as { bucket: string };
      const rows = await storage.remove(
        request.site.projectId,
        actor,
        checkBucketName(bucket),
        prefixes as string[],
      );
      return reply.status(200).send(rows.map(({ version: _version, ...row }) => row));
    });

    app.get('/storage/v1/bucket', async (request, reply) => {
      const actor = await caller(request, reply);
      if (!actor) return reply;
      return reply.send(await storage.listBuckets(request.site.projectId, actor));
    });
    app.get('/storage/v1/bucket/:id', async (request, reply) => {
      const actor = await caller(request, reply);
      if (!actor) return reply;
      const { id } = request.params as { id: string };
      return reply.send(await storage.getBucket(request.site.projectId, actor, id));
    });
    app.post('/storage/v1/bucket', async (request, reply) => {
      const actor = await caller(request, reply);
      if (!actor) return reply;
      const body = await readJson(request);
      const id =
        typeof body.id === 'string' ? body.id : typeof body.name === 'string' ? body.name : '';
      const limit = body.file_size_limit;
      const created = await storage.createBucket(request.site.projectId, actor, {
        id,
        public: body.public === true,
        fileSizeLimit: typeof limit === 'number' && limit > 0 ? Math.floor(limit) : null,
        allowedMimeTypes: Array.isArray(body.allowed_mime_types)
          ? body.allowed_mime_types.filter((m): m is string => typeof m === 'string')
          : null,
      });
      return reply.status(200).send(created);
    });
  };
}
