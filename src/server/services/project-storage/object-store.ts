import type { Readable } from 'node:stream';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Refuses anything but a project id and an object version, so neither can name another place. */
export function checkIds(projectId: string, version?: string) {
  if (!UUID.test(projectId)) throw new Error('Not a project id.');
  if (version !== undefined && !UUID.test(version)) throw new Error('Not an object version.');
}

export const isVersion = (version: string | null | undefined): version is string =>
  !!version && UUID.test(version);

export interface StoredFile {
  /** The random id that names the file; kept in the object's `version` column. */
  version: string;
  size: number;
  /** Hex MD5, as S3's ETag of a single-part upload. */
  md5: string;
}

/**
 * Where a project's object files are kept, each named by a random version id (never by the
 * object's name), so a new upload never overwrites a file a row names: on disk or in S3.
 */
export interface ObjectStore {
  /** Stores the stream; nothing is left behind when it fails or passes `limit` (`TooLarge`). */
  write(projectId: string, body: Readable, limit: number): Promise<StoredFile>;
  read(projectId: string, version: string): Promise<Readable>;
  exists(projectId: string, version: string): Promise<boolean>;
  remove(projectId: string, versions: (string | null | undefined)[]): Promise<void>;
}
