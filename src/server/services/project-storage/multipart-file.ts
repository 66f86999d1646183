import { PassThrough, type Readable } from 'node:stream';
import { invalidRequest } from './errors';

export interface MultipartFile {
  /** The file part's bytes, streamed as they arrive; fails when the form ends before its boundary. */
  body: Readable;
  mimeType: string;
  /** The text fields sent before the file (supabase-js sends `cacheControl` first). */
  fields: Record<string, string>;
}

/** Text fields and part headers before the file: anything larger is not a form supabase-js sends. */
const HEAD_LIMIT = 64 * 1024;
const CRLF2 = Buffer.from('\r\n\r\n');

export function boundaryOf(contentType: string): string | null {
  const match = /;\s*boundary=(?:"([^"]{1,70})"|([^\s;]{1,70}))/i.exec(contentType);
  return match?.[1] ?? match?.[2] ?? null;
}

function partHeaders(raw: string) {
  const headers = new Map<string, string>();
  for (const line of raw.split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0)
      headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  const disposition = headers.get('content-disposition') ?? '';
  const name = /\bname="([^"]*)"/i.exec(disposition)?.[1] ?? '';
  const isFile = /\bfilename\*?=/i.test(disposition);
  return { name, isFile, type: headers.get('content-type') };
}

/**
 * The first file of a `multipart/form-data` body, streamed: the text fields before it are kept
 * (up to 64 KB), the file's bytes are passed on as they arrive and never held whole, and whatever
 * follows the file's closing boundary is read and dropped.
 */
export function multipartFile(source: Readable, contentType: string): Promise<MultipartFile> {
  const boundary = boundaryOf(contentType);
  if (!boundary) return Promise.reject(invalidRequest('The multipart form has no boundary'));
  // Every delimiter but the first follows a line break; the first is matched with one put in front.
  const delimiter = Buffer.from(`\r\n--${boundary}`);
  return new Promise((resolve, reject) => {
    let buffer: Buffer = Buffer.from('\r\n');
    let state: 'preamble' | 'headers' | 'field' | 'file' | 'done' = 'preamble';
    let headBytes = 0;
    let fieldName = '';
    let field = '';
    const fields: Record<string, string> = {};
    let file: PassThrough | null = null;
    const fail = (message: string) => {
      const error = invalidRequest(message);
      source.off('data', onData);
      source.resume();
      if (file) file.destroy(error);
      else reject(error);
    };
    const onData = (chunk: Buffer) => {
      buffer = buffer.length ? Buffer.concat([buffer, chunk]) : chunk;
      if (state !== 'file' && (headBytes += chunk.length) > HEAD_LIMIT)
        return fail('The multipart form holds too much before its file');
      for (;;) {
        if (state === 'done') {
          buffer = Buffer.alloc(0);
          return;
        }
        if (state === 'preamble' || state === 'field' || state === 'file') {
          const at = buffer.indexOf(delimiter);
          if (at < 0) {
            // Keep what could be the start of a delimiter split across chunks.
            const keep = Math.min(buffer.length, delimiter.length - 1);
            const ready = buffer.subarray(0, buffer.length - keep);
            if (state === 'file' && ready.length) {
              if (!file!.write(ready)) {
                source.pause();
                file!.once('drain', () => source.resume());
              }
            }
            if (state === 'field') field += ready.toString('utf8');
            buffer = buffer.subarray(buffer.length - keep);
            return;
          }
          const before = buffer.subarray(0, at);
          if (state === 'file') {
            file!.end(before);
            state = 'done';
            continue;
          }
          if (state === 'field') fields[fieldName] = field + before.toString('utf8');
          const after = buffer.subarray(at + delimiter.length);
          if (after.length < 2) return;
          if (after[0] === 0x2d && after[1] === 0x2d) return fail('No file was found in the form');
          buffer = after.subarray(2);
          state = 'headers';
          continue;
        }
        // Part headers.
        const end = buffer.indexOf(CRLF2);
        if (end < 0) return;
        const part = partHeaders(buffer.subarray(0, end).toString('utf8'));
        buffer = buffer.subarray(end + CRLF2.length);
        if (part.isFile) {
          file = new PassThrough();
          // A form cut short may fail the file before anyone reads it; its reader checks `errored`.
          file.on('error', () => undefined);
          state = 'file';
          resolve({ body: file, mimeType: part.type || 'text/plain;charset=UTF-8', fields });
        } else {
          fieldName = part.name;
          field = '';
          state = 'field';
        }
      }
    };
    source.on('data', onData);
    source.once('end', () => {
      if (state === 'done') return;
      if (file) file.destroy(invalidRequest('The multipart form ended before its file did'));
      else reject(invalidRequest('No file was found in the form'));
    });
    source.once('error', (error) => {
      if (file) file.destroy(error);
      else reject(error);
    });
  });
}
