import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { ProjectApiKeys } from '../project-api/api-keys';
import { verifyAccessToken } from '../project-auth/tokens';
import { ProjectDbError } from '../project-db/errors';
import { upgradeOncePerProject } from '../project-db/upgrade-once';
import type { Actor, ProjectDatabase, ProjectRole, TxStep } from '../project-db/project-database';
import {
  accessDenied,
  alreadyExists,
  bucketNotFound,
  entityTooLarge,
  invalidMimeType,
  objectNotFound,
  rlsRefused,
  tooManyUploads,
  unavailable,
  type StorageApiError,
} from './errors';
import type { ObjectStore } from './object-store';
import { TooLarge } from './receive-file';
import { checkBucketName } from './keys';
import { STORAGE_SCHEMA_SQL } from './schema-sql';

/** Supabase's default upload limit (FILE_SIZE_LIMIT) when a bucket sets none. */
export const DEFAULT_FILE_SIZE_LIMIT = 50 * 1024 * 1024;

const ROLES = new Set<string>(['anon', 'authenticated', 'service_role']);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const SORT_COLUMNS = new Set(['name', 'updated_at', 'created_at', 'last_accessed_at']);

export interface ProjectStorageDeps {
  openDatabase: (projectId: string) => Promise<ProjectDatabase>;
  keysFor: (projectId: string) => Promise<ProjectApiKeys | null>;
  /** The bytes the project's owner's plan includes (database and files together). */
  quotaFor: (projectId: string) => Promise<number>;
  /** Where the object files are: on disk or in an S3-compatible bucket. */
  files: ObjectStore;
  maxFileSize?: number;
  /** Uploads one project may have running at once; more are refused until one ends. */
  maxConcurrentUploads?: number;
  now?: () => Date;
}

/** Supabase's default is one at a time per connection; four per project keeps a page's uploads going. */
export const DEFAULT_CONCURRENT_UPLOADS = 4;

export interface UploadInput {
  bucket: string;
  name: string;
  upsert: boolean;
  /** The type the request names for the file when it is known before the body (a raw upload). */
  mimeType?: string;
  /** The size the request announced, when it did: refused before reading when too large. */
  contentLength?: number;
  /** Bytes of the announced size that are not the file (a form's boundaries and fields). */
  framing?: number;
  /** Starts reading the body; called only once every check that needs no body has passed. */
  openBody: () => Promise<UploadBody>;
}

export interface UploadBody {
  body: Readable;
  mimeType: string;
  cacheControl: string;
}

export interface StoredObject {
  id: string;
  version: string | null;
  metadata: Record<string, unknown>;
}

export interface ListOptions {
  prefix?: string;
  limit?: number;
  offset?: number;
  sortBy?: { column?: string; order?: string };
  search?: string;
}

interface BucketRow {
  id: string;
  name: string;
  owner: string | null;
  public: boolean;
  file_size_limit: number | null;
  allowed_mime_types: string[] | null;
  created_at: string;
  updated_at: string;
}

/** A policy refusal or a constraint, in Storage's words; anything else goes on as it was. */
function storageError(error: unknown): unknown {
  if (!(error instanceof ProjectDbError)) return error;
  const code = error.failure.postgres?.code;
  if (code === '42501') return rlsRefused();
  if (code === '23505') return alreadyExists();
  if (code === '23503') return bucketNotFound();
  if (error.code === 'unavailable' || error.code === 'closed' || error.code === 'connection_limit')
    return unavailable(error.message);
  return error;
}

const mimeAllowed = (mimeType: string, allowed: string[] | null) =>
  !allowed?.length ||
  allowed.some((pattern) =>
    pattern.endsWith('/*')
      ? mimeType.startsWith(pattern.slice(0, -1))
      : pattern.toLowerCase() === mimeType.toLowerCase(),
  );

/**
 * `/storage/v1` of a project: object rows in its `storage.objects`, written and read as the
 * caller's role with its claims so the table's policies decide, files named by version.
 */
export class ProjectStorageService {
  /** Brings a project's storage helpers up to date the first time this process uses it. */
  private readonly upgradeSchema = upgradeOncePerProject(STORAGE_SCHEMA_SQL);

  private readonly files: ObjectStore;
  /** Uploads running now, per project. */
  private readonly uploading = new Map<string, number>();

  constructor(private readonly deps: ProjectStorageDeps) {
    this.files = deps.files;
  }

  get maxFileSize() {
    return this.deps.maxFileSize ?? DEFAULT_FILE_SIZE_LIMIT;
  }

  /**
   * Who the request acts as: the bearer token's role and claims, as Supabase Storage reads them
   * (the gateway puts the `apikey` there when there is no Authorization header).
   */
  async actorFor(projectId: string, token: string): Promise<Actor> {
    const keys = await this.deps.keysFor(projectId);
    if (!keys) throw bucketNotFound();
    let claims: Record<string, unknown>;
    try {
      claims = await verifyAccessToken(keys.jwtSecret, token, this.now());
    } catch (error) {
      throw accessDenied(error instanceof Error ? error.message : 'invalid JWT');
    }
    const role = String(claims.role ?? '');
    if (!ROLES.has(role)) throw accessDenied('Access denied: Invalid role', 403);
    const sub = typeof claims.sub === 'string' && UUID.test(claims.sub) ? claims.sub : undefined;
    return {
      role: role as ProjectRole,
      ...(sub ? { userId: sub } : {}),
      ...(typeof claims.email === 'string' ? { email: claims.email } : {}),
      claims,
    };
  }

  /**
   * Stores an upload: the bucket, the type, the size announced, the plan's room, the insert policy
   * and the project's running uploads are all checked before the body is read (issue 30 item 6),
   * then the body streams to the file store within the limit.
   */
  async upload(projectId: string, actor: Actor, input: UploadInput): Promise<{ id: string }> {
    const db = await this.database(projectId);
    const bucket = await this.bucketRow(db, input.bucket);
    if (!bucket) throw bucketNotFound();
    if (input.mimeType !== undefined && !mimeAllowed(input.mimeType, bucket.allowed_mime_types))
      throw invalidMimeType(input.mimeType);
    const perFile = Math.min(Number(bucket.file_size_limit ?? Infinity), this.maxFileSize);
    const room = await this.roomLeft(db, projectId);
    const limit = Math.min(perFile, room);
    const tooLarge = () =>
      limit < perFile
        ? entityTooLarge(
            "The object exceeded the storage left in this project's plan; delete files or move to a larger plan",
          )
        : entityTooLarge();
    if (input.contentLength !== undefined && input.contentLength - (input.framing ?? 0) > limit)
      throw tooLarge();
    // The row the upload would write, tried and rolled back: a refusing policy answers now.
    try {
      await db.runInTransaction(this.objectSteps(actor, input, randomUUID(), '{}'), {
        finish: 'rollback',
      });
    } catch (error) {
      throw storageError(error);
    }
    // Only uploads whose body is being read hold a place, so refused ones never crowd out others.
    const running = this.uploading.get(projectId) ?? 0;
    if (running >= this.maxConcurrentUploads) throw tooManyUploads(this.maxConcurrentUploads);
    this.uploading.set(projectId, running + 1);
    try {
      return await this.store(projectId, actor, input, { db, bucket, limit, tooLarge });
    } finally {
      const left = (this.uploading.get(projectId) ?? 1) - 1;
      if (left > 0) this.uploading.set(projectId, left);
      else this.uploading.delete(projectId);
    }
  }

  private get maxConcurrentUploads() {
    return this.deps.maxConcurrentUploads ?? DEFAULT_CONCURRENT_UPLOADS;
  }

  /** Reads the body into the file store and writes the object's row as the caller. */
  private async store(
    projectId: string,
    actor: Actor,
    input: UploadInput,
    checked: {
      db: ProjectDatabase;
      bucket: BucketRow;
      limit: number;
      tooLarge: () => StorageApiError;
    },
  ): Promise<{ id: string }> {
    const { db, bucket, limit, tooLarge } = checked;
    const file = await input.openBody();
    if (!mimeAllowed(file.mimeType, bucket.allowed_mime_types))
      throw invalidMimeType(file.mimeType);
    let stored;
    try {
      stored = await this.files.write(projectId, file.body, limit);
    } catch (error) {
      if (error instanceof TooLarge) throw tooLarge();
      throw error;
    }
    const now = this.now().toISOString();
    const metadata = {
      eTag: `"${stored.md5}"`,
      size: stored.size,
      mimetype: file.mimeType,
      cacheControl: file.cacheControl,
      lastModified: now,
      contentLength: stored.size,
      httpStatusCode: 200,
    };
    const steps = this.objectSteps(actor, input, stored.version, JSON.stringify(metadata));
    let results;
    try {
      results = await db.runInTransaction(steps);
    } catch (error) {
      // The row was refused: the file it would have named goes too.
      await this.files.remove(projectId, [stored.version]);
      throw storageError(error);
    }
    const replaced = input.upsert
      ? (results[0]?.rows[0]?.version as string | undefined)
      : undefined;
    await this.files.remove(projectId, [replaced]);
    const id = results[results.length - 1]?.rows[0]?.id as string;
    return { id };
  }

  /** The statements that write an upload's row, as the caller (its policies decide). */
  private objectSteps(
    actor: Actor,
    input: Pick<UploadInput, 'bucket' | 'name' | 'upsert'>,
    version: string,
    metadata: string,
  ): TxStep[] {
    const values = [
      input.bucket,
      input.name,
      actor.userId ?? null,
      actor.userId ?? (typeof actor.claims?.sub === 'string' ? actor.claims.sub : null),
      metadata,
      version,
    ];
    const insert = `insert into storage.objects (bucket_id, name, owner, owner_id, metadata, version)
      values ($1, $2, $3, $4, $5::jsonb, $6)`;
    return input.upsert
      ? [
          // The row being replaced, locked: its file goes once the new one is committed.
          {
            sql: 'select version from storage.objects where bucket_id = $1 and name = $2 for update',
            params: [input.bucket, input.name],
          },
          {
            sql: `${insert} on conflict (bucket_id, name) do update set
                owner = excluded.owner, owner_id = excluded.owner_id, metadata = excluded.metadata,
                version = excluded.version, updated_at = now(), last_accessed_at = now()
              returning id`,
            params: values,
            as: actor,
          },
        ]
      : [{ sql: `${insert} returning id`, params: values, as: actor }];
  }

  /** The object if the caller may select it (`actor`), or from a public bucket (`null`). */
  async find(
    projectId: string,
    actor: Actor | null,
    bucket: string,
    name: string,
  ): Promise<StoredObject & { body: Readable }> {
    const db = await this.database(projectId);
    const sql = `select o.id, o.version, o.metadata from storage.objects o
      where o.bucket_id = $1 and o.name = $2`;
    let rows: StoredObject[];
    try {
      if (actor) rows = (await db.queryAs<StoredObject>(actor, sql, [bucket, name])).rows;
      else {
        const found = await this.bucketRow(db, bucket);
        if (!found?.public) throw bucketNotFound();
        rows = (await db.query<StoredObject>(sql, [bucket, name])).rows;
      }
    } catch (error) {
      throw storageError(error);
    }
    const row = rows[0];
    if (!row?.version || !(await this.files.exists(projectId, row.version))) throw objectNotFound();
    return { ...row, body: await this.files.read(projectId, row.version) };
  }

  /** Files and folders directly under `prefix`, as `storage.search` answers `list`. */
  async list(projectId: string, actor: Actor, bucket: string, options: ListOptions) {
    checkBucketName(bucket);
    const db = await this.database(projectId);
    let prefix = String(options.prefix ?? '');
    if (prefix && !prefix.endsWith('/')) prefix += '/';
    const limit = Math.min(Math.max(Number(options.limit ?? 100) || 100, 1), 1000);
    const offset = Math.max(Number(options.offset ?? 0) || 0, 0);
    const column = SORT_COLUMNS.has(options.sortBy?.column ?? '')
      ? options.sortBy!.column!
      : 'name';
    const order = options.sortBy?.order?.toLowerCase() === 'desc' ? 'desc' : 'asc';
    // `column` and `order` come from the fixed sets above; everything else is a parameter.
    const sql = `with under as (
        select id, name, updated_at, created_at, last_accessed_at, metadata,
               substr(name, length($2) + 1) as rest
        from storage.objects
        where bucket_id = $1 and left(name, length($2)) = $2
      ), entries as (
        select distinct on (split_part(rest, '/', 1))
               split_part(rest, '/', 1) as name, null::uuid as id, null::timestamptz as updated_at,
               null::timestamptz as created_at, null::timestamptz as last_accessed_at, null::jsonb as metadata
        from under where position('/' in rest) > 0
        union all
        select rest, id, updated_at, created_at, last_accessed_at, metadata
        from under where position('/' in rest) = 0
      )
      select * from entries
      where starts_with(lower(name), lower($3))
      order by ${column} ${order} nulls first, name ${order}
      limit $4 offset $5`;
    try {
      const result = await db.queryAs(actor, sql, [
        bucket,
        prefix,
        String(options.search ?? ''),
        limit,
        offset,
      ]);
      return result.rows;
    } catch (error) {
      throw storageError(error);
    }
  }

  /** Deletes the named objects the caller's delete policies allow; answers the rows deleted. */
  async remove(projectId: string, actor: Actor, bucket: string, names: string[]) {
    checkBucketName(bucket);
    const db = await this.database(projectId);
    let rows: Record<string, unknown>[];
    try {
      const [result] = await db.runInTransaction([
        {
          sql: `delete from storage.objects where bucket_id = $1 and name = any($2::text[])
            returning bucket_id, name, owner, owner_id, id, version, created_at, updated_at,
                      last_accessed_at, metadata`,
          params: [bucket, names],
          as: actor,
        },
      ]);
      rows = result?.rows ?? [];
    } catch (error) {
      throw storageError(error);
    }
    await this.files.remove(
      projectId,
      rows.map((row) => row.version as string | null),
    );
    return rows;
  }

  async listBuckets(projectId: string, actor: Actor) {
    const db = await this.database(projectId);
    try {
      return (await db.queryAs(actor, `${BUCKET_SELECT} order by name`)).rows;
    } catch (error) {
      throw storageError(error);
    }
  }

  async getBucket(projectId: string, actor: Actor, id: string) {
    const db = await this.database(projectId);
    let rows;
    try {
      rows = (await db.queryAs(actor, `${BUCKET_SELECT} where id = $1`, [id])).rows;
    } catch (error) {
      throw storageError(error);
    }
    if (!rows[0]) throw bucketNotFound();
    return rows[0];
  }

  async createBucket(
    projectId: string,
    actor: Actor,
    input: {
      id: string;
      public: boolean;
      fileSizeLimit: number | null;
      allowedMimeTypes: string[] | null;
    },
  ): Promise<{ name: string }> {
    checkBucketName(input.id);
    const db = await this.database(projectId);
    try {
      await db.runInTransaction([
        {
          sql: `insert into storage.buckets (id, name, owner, public, file_size_limit, allowed_mime_types)
            values ($1, $1, $2, $3, $4, $5::text[])`,
          params: [
            input.id,
            actor.userId ?? null,
            input.public,
            input.fileSizeLimit,
            input.allowedMimeTypes,
          ],
          as: actor,
        },
      ]);
    } catch (error) {
      throw storageError(error);
    }
    return { name: input.id };
  }

  private async bucketRow(db: ProjectDatabase, id: string): Promise<BucketRow | undefined> {
    return (await db.query<BucketRow>(`${BUCKET_SELECT} where id = $1`, [id])).rows[0];
  }

  /** Bytes the plan still has room for: its quota less the database and the stored files. */
  private async roomLeft(db: ProjectDatabase, projectId: string): Promise<number> {
    const quota = await this.deps.quotaFor(projectId);
    const { rows } = await db.query<{ used: number }>(
      `select (pg_database_size(current_database())
               + coalesce((select sum((metadata ->> 'size')::bigint) from storage.objects), 0))::float8 as used`,
    );
    return Math.max(quota - Number(rows[0]?.used ?? 0), 0);
  }

  /** The project's database, its storage helpers brought up to date once per process. */
  /** Removes every object file of a project whose database is about to go (a bucket keeps them otherwise). */
  async removeAllFiles(projectId: string): Promise<void> {
    const db = await this.database(projectId);
    const { rows } = await db.query<{ version: string | null }>(
      'select version from storage.objects',
    );
    await this.files.remove(
      projectId,
      rows.map((row) => row.version),
    );
  }

  private async database(projectId: string): Promise<ProjectDatabase> {
    const db = await this.deps.openDatabase(projectId);
    await this.upgradeSchema(projectId, db);
    return db;
  }

  private now() {
    return this.deps.now?.() ?? new Date();
  }
}

const BUCKET_SELECT = `select id, name, owner, public, file_size_limit::float8 as file_size_limit,
  allowed_mime_types, created_at, updated_at from storage.buckets`;
