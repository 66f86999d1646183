import { FILES } from './storage';
import type { Workspace } from './workspace';

/**
 * A storage request read by what it names and wants rather than its shape: "receipts shouldn't
 * be public, lock that bucket down", "the photos bucket should only take jpg and png", "need a
 * private place to keep invoice PDFs, call it invoices". Said again the way storage.ts reads it.
 */

const PRIVATE =
  /\b(?:private|lock(?:ed)?\s+(?:(?:it|that|this|them)\s+)?down|(?:not|never|shouldn'?t|should not|mustn'?t)\s+(?:be\s+)?(?:public|visible|open)|hide|hidden)\b/i;
const PUBLIC =
  /\b(?:public|(?:anyone|everyone|visitors|people)\s+(?:can|should be able to|could)\s+(?:see|view|download|open|get))\b/i;
const KINDS: Record<string, string> = {
  jpg: 'jpg',
  jpeg: 'jpg',
  png: 'png',
  gif: 'gif',
  webp: 'webp',
  svg: 'svg',
  pdf: 'pdf',
  pdfs: 'pdf',
  mp3: 'mp3',
  mp4: 'mp4',
};
const ONLY = /\b(?:only|just|nothing but|no other)\b/i;
const NAMED =
  /\b(?:call(?:ed)?\s+it|name(?:d)?\s+it|called|named)\s+["']?(?<name>[a-z][\w-]*)["']?/i;

/** The request said plainly, or undefined when it is not one for a bucket. */
export function readBucketRequest(text: string, ws: Workspace): string | undefined {
  const buckets = ws.after.database.buckets ?? [];
  const named = buckets.filter((b) =>
    new RegExp(`\\b${b.replace(/[-_]/g, '[-_ ]')}\\b`, 'i').test(text),
  );
  if (named.length === 1 && named[0]) {
    const bucket = named[0];
    const kinds = [
      ...new Set(
        (text.toLowerCase().match(/\b(?:jpe?g|png|gif|webp|svg|pdfs?|mp3|mp4)\b/g) ?? []).map(
          (k) => KINDS[k] ?? k,
        ),
      ),
    ];
    if (kinds.length && ONLY.test(text))
      return `only allow ${kinds.join(' and ')} in the ${bucket} bucket`;
    if (PRIVATE.test(text)) return `make the ${bucket} bucket private`;
    if (PUBLIC.test(text)) return `make the ${bucket} bucket public`;
    return undefined;
  }
  // "a private place to keep invoice PDFs, call it invoices": files kept, a name, who sees them.
  const name = text.match(NAMED)?.groups?.name;
  if (named.length || !name || !FILES.test(text.toLowerCase())) return undefined;
  if (!/\b(?:place|somewhere|spot|bucket|folder|store|keep|upload|save)\b/i.test(text))
    return undefined;
  const access = PRIVATE.test(text) ? 'private ' : PUBLIC.test(text) ? 'public ' : '';
  return `create a ${access}bucket called ${name}`;
}
