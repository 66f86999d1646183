import type { FastifyInstance } from 'fastify';
import { AppError } from '../lib/errors';

// A NUL, or half of a surrogate pair: Postgres cannot store either, and no real text contains them.
const UNSTORABLE = /\0|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Whether any string or key inside `value` is unstorable; iterative, so no nesting depth can overflow it. */
export function hasUnstorableText(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const next = pending.pop();
    if (typeof next === 'string') {
      if (UNSTORABLE.test(next)) return true;
    } else if (Array.isArray(next)) {
      for (const item of next) pending.push(item);
    } else if (next !== null && typeof next === 'object' && !Buffer.isBuffer(next)) {
      for (const [key, inner] of Object.entries(next)) {
        if (UNSTORABLE.test(key)) return true;
        pending.push(inner);
      }
    }
  }
  return false;
}

/** Whether a URL decodes to storable text: a lone surrogate can only be sent as bytes that do not decode. */
export function storableUrl(url: string): boolean {
  if (!url.includes('%')) return true;
  try {
    return !hasUnstorableText(decodeURIComponent(url.replaceAll('+', ' ')));
  } catch {
    return false;
  }
}

/** The 400 for unstorable text, also thrown by routes that read their bodies themselves. */
export const unstorableText = () =>
  new AppError(
    400,
    'invalid_text',
    'The request contains characters that cannot be saved (a NUL character or half of an emoji). Remove them and try again.',
  );

/** Refuses unstorable text in any body, query or path, before a route sees it. */
export function registerInputHygiene(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    if (
      hasUnstorableText(request.params) ||
      hasUnstorableText(request.query) ||
      hasUnstorableText(request.body)
    )
      throw unstorableText();
  });
}
