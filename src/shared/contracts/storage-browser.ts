import { z } from 'zod';
import { projectParams } from './projects';

/** `GET /api/projects/:id/storage/buckets`: the project's buckets, as its owner sees them. */
export const storageBucket = z.object({
  id: z.string(),
  name: z.string(),
  public: z.boolean(),
  /** Bytes; null when the bucket sets no limit of its own. */
  fileSizeLimit: z.number().nullable(),
  createdAt: z.string().nullable(),
});
export const storageBucketsResponse = z.object({ buckets: z.array(storageBucket) });
export type StorageBucketsResponse = z.infer<typeof storageBucketsResponse>;

/** `GET /api/projects/:id/storage/buckets/:bucket/objects?prefix=`: files and folders under a prefix. */
export const storageObjectsParams = projectParams.extend({
  bucket: z.string().min(1, 'Name a bucket.').max(100, 'No bucket has a name that long.'),
});
export const storageObjectsQuery = z.object({
  prefix: z.string().max(1024, 'That folder path is too long.').default(''),
});
export const storageEntry = z.object({
  /** The name under the prefix; a folder's name without its trailing slash. */
  name: z.string(),
  folder: z.boolean(),
  size: z.number().nullable(),
  mimeType: z.string().nullable(),
  updatedAt: z.string().nullable(),
});
export const storageObjectsResponse = z.object({
  entries: z.array(storageEntry),
  /** True when there are more entries than the first 1000 shown. */
  truncated: z.boolean(),
});
export type StorageObjectsResponse = z.infer<typeof storageObjectsResponse>;
