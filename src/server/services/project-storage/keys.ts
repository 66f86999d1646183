import { invalidBucketName, invalidKey } from './errors';

/** The characters Supabase Storage accepts in object keys and bucket names (S3's safe set). */
const VALID_OBJECT_KEY = /^[A-Za-z0-9_/!.*'() &$=@;:+,?-]*$/;
const VALID_BUCKET_NAME = /^[A-Za-z0-9_!.*'() &$=@;:+,?-]*$/;
const MAX_KEY_LENGTH = 1024;
const MAX_BUCKET_LENGTH = 100;

/**
 * An object's name inside its bucket. Keys never become file paths (files are named by a random
 * version id), but a `.` or `..` segment, an empty segment or a leading slash is refused anyway,
 * so no name can mean two things.
 */
export function checkObjectName(name: string): string {
  const ok =
    name.length > 0 &&
    name.length <= MAX_KEY_LENGTH &&
    VALID_OBJECT_KEY.test(name) &&
    name.split('/').every((part) => part !== '' && part !== '.' && part !== '..');
  if (!ok) throw invalidKey(name);
  return name;
}

export function checkBucketName(bucket: string): string {
  const ok =
    bucket.length > 0 &&
    bucket.length <= MAX_BUCKET_LENGTH &&
    VALID_BUCKET_NAME.test(bucket) &&
    bucket !== '.' &&
    bucket !== '..';
  if (!ok) throw invalidBucketName(bucket);
  return bucket;
}

/** Splits `<bucket>/<name...>` as the routes receive it. */
export function splitObjectPath(path: string): { bucket: string; name: string } {
  const slash = path.indexOf('/');
  if (slash < 0) throw invalidKey(path);
  return {
    bucket: checkBucketName(path.slice(0, slash)),
    name: checkObjectName(path.slice(slash + 1)),
  };
}
