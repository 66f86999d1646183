import type { User } from '@shared/contracts/auth';
import type {
  StorageBucketsResponse,
  StorageObjectsResponse,
} from '@shared/contracts/storage-browser';
import { badRequest, notFound } from '../../lib/errors';
import { StorageApiError, type ProjectStorageService } from '../../services/project-storage';
import type { ProjectService } from '../projects/service';

/** The studio reads storage as service_role (BYPASSRLS), as Supabase's dashboard does: policies do not hide files from the founder. */
const STUDIO = { role: 'service_role' } as const;
const PAGE = 1000;

const iso = (value: unknown) =>
  value === null || value === undefined ? null : new Date(value as string).toISOString();

/** Storage's own errors (bad bucket name, missing bucket) in the studio's error shape. */
function studioError(error: unknown): unknown {
  if (!(error instanceof StorageApiError)) return error;
  if (error.statusCode === 404)
    return notFound('There is no bucket with that name in this project.');
  if (error.statusCode === 400) return badRequest(error.message);
  return error;
}

/** The Data view's storage listing: buckets, and the files and folders inside one. */
export function createStorageBrowserService(deps: {
  projects: Pick<ProjectService, 'access'>;
  storage: Pick<ProjectStorageService, 'listBuckets' | 'getBucket' | 'list'>;
}) {
  return {
    async buckets(user: User, projectId: string): Promise<StorageBucketsResponse> {
      await deps.projects.access(user, projectId, 'read');
      const rows = await deps.storage.listBuckets(projectId, STUDIO).catch((e: unknown) => {
        throw studioError(e);
      });
      return {
        buckets: rows.map((row) => ({
          id: String(row.id),
          name: String(row.name),
          public: row.public === true,
          fileSizeLimit: row.file_size_limit === null ? null : Number(row.file_size_limit),
          createdAt: iso(row.created_at),
        })),
      };
    },

    async objects(
      user: User,
      projectId: string,
      bucket: string,
      prefix: string,
    ): Promise<StorageObjectsResponse> {
      await deps.projects.access(user, projectId, 'read');
      try {
        await deps.storage.getBucket(projectId, STUDIO, bucket);
        const rows = await deps.storage.list(projectId, STUDIO, bucket, {
          prefix,
          limit: PAGE + 1,
        });
        return {
          entries: rows.slice(0, PAGE).map((row) => {
            const metadata = (row.metadata ?? null) as {
              size?: unknown;
              mimetype?: unknown;
            } | null;
            return {
              name: String(row.name),
              folder: row.id === null,
              size: typeof metadata?.size === 'number' ? metadata.size : null,
              mimeType: typeof metadata?.mimetype === 'string' ? metadata.mimetype : null,
              updatedAt: iso(row.updated_at),
            };
          }),
          truncated: rows.length > PAGE,
        };
      } catch (error) {
        throw studioError(error);
      }
    },
  };
}
export type StorageBrowserService = ReturnType<typeof createStorageBrowserService>;
