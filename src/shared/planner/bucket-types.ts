import { listWords, pluralName } from './names';
import { problem, sqlPiece, type ClauseResult } from './pieces';
import { literal } from './sql';
import type { Workspace } from './workspace';

/**
 * "only allow jpg and png in avatars", "the docs bucket should only take PDFs": which kinds of
 * file a bucket accepts. The storage server refuses any other upload (its allowed_mime_types
 * check in src/server/services/project-storage/service.ts, where "image/*" is any image).
 */

/** File words founders use, and the media types they stand for. */
const FILE_KINDS: ReadonlyArray<readonly [RegExp, readonly string[], string]> = [
  [/^(?:jpe?gs?|jpeg files)$/, ['image/jpeg'], 'JPEG'],
  [/^pngs?$/, ['image/png'], 'PNG'],
  [/^gifs?$/, ['image/gif'], 'GIF'],
  [/^webps?$/, ['image/webp'], 'WebP'],
  [/^(?:pdfs?|pdf files)$/, ['application/pdf'], 'PDF'],
  [/^(?:images?|photos?|pictures?|pics)$/, ['image/*'], 'images'],
  [/^(?:videos?|movies?|clips?)$/, ['video/*'], 'videos'],
  [/^mp4s?$/, ['video/mp4'], 'MP4'],
  [/^(?:audio|sound files|mp3s?)$/, ['audio/*'], 'audio'],
  [/^csvs?$/, ['text/csv'], 'CSV'],
];

const TYPES = String.raw`(?<types>[a-z0-9]+(?:\s+files)?(?:\s*(?:,|\band\b|\bor\b|&|\/)\s*[a-z0-9]+(?:\s+files)?)*)`;
const BUCKET = String.raw`(?:the\s+)?(?:bucket\s+)?["'\`]?(?<name>[\w-]+)["'\`]?(?:\s+bucket)?`;
const SAID = [
  new RegExp(
    String.raw`^(?:only\s+)?(?:allow|accept|permit|take|let\s+(?:people|users|them)\s+upload)\s+(?:only\s+)?${TYPES}(?:\s+(?:files|uploads))?\s+(?:in|into|to|for|on)\s+${BUCKET}$`,
    'i',
  ),
  new RegExp(
    String.raw`^${BUCKET}\s+(?:should|must|can|may)\s+only\s+(?:take|accept|allow|hold|have|contain|store)\s+${TYPES}(?:\s+files)?(?:\s*\((?<list>[^()]+)\))?$`,
    'i',
  ),
  new RegExp(
    String.raw`^(?:only\s+)?${TYPES}(?:\s+files)?\s+(?:in|for)\s+${BUCKET}(?:\s+please)?$`,
    'i',
  ),
];

/** The media types a list of file words names, or undefined when a word is not a file kind. */
function mediaTypes(words: string): { types: string[]; labels: string[] } | undefined {
  const types: string[] = [];
  const labels: string[] = [];
  for (const word of words.toLowerCase().split(/\s*(?:,|\band\b|\bor\b|&|\/)\s*/)) {
    const kind = FILE_KINDS.find(([pattern]) => pattern.test(word.trim()));
    if (!kind) return undefined;
    for (const type of kind[1]) if (!types.includes(type)) types.push(type);
    if (!labels.includes(kind[2])) labels.push(kind[2]);
  }
  return types.length ? { types, labels } : undefined;
}

export function matchBucketTypes(clause: string, ws: Workspace): ClauseResult {
  const g = SAID.map((p) => clause.match(p)).find(Boolean)?.groups;
  if (!g?.name || !g.types) return null;
  // "images (png, jpg, webp)": the list in brackets says which images.
  const kinds = (g.list ? mediaTypes(g.list) : undefined) ?? mediaTypes(g.types);
  if (!kinds) return null;
  const buckets = ws.after.database.buckets ?? [];
  const word = g.name.toLowerCase();
  const id = [word, `${word}s`, pluralName(word)].find((b) => buckets.includes(b));
  if (!id) {
    if (!ws.known.database) return null;
    return problem(
      `You want only ${listWords(kinds.labels)} files in ${word}.`,
      `There is no bucket called ${word}. Your buckets: ${listWords(buckets) || 'none yet'}.`,
      ['Create a public bucket for avatars', 'Only allow PNG and JPEG in avatars'],
    );
  }
  const array = `array[${kinds.types.map(literal).join(', ')}]`;
  return {
    service: 'backend',
    understood: `allow only ${listWords(kinds.labels)} files in ${id}`,
    render: () => [
      sqlPiece(
        [`update storage.buckets set allowed_mime_types = ${array} where id = ${literal(id)};`],
        {
          typeWhenUnnamed: 'storage',
          summary: `The bucket "${id}" accepts only ${listWords(kinds.labels, 'and')} files from now on.`,
          meaning:
            'An upload of any other kind of file is refused with a clear message; files already there stay.',
        },
      ),
    ],
  };
}
