import type { IFuseOptions } from 'fuse.js';
import type { HelpItem } from '../schemas';
import { examples } from './examples';
import { glossary } from './glossary';
import { guides } from './guides';

/** Everything the Smart Help Library searches, in the order results of equal score appear. */
export const helpLibrary: readonly HelpItem[] = [...guides, ...examples, ...glossary];

/**
 * Fuse options (title and content, threshold 0.3, a score per result).
 * ignoreLocation because guides are long: without it only words near the start would match.
 */
export const helpSearchOptions: IFuseOptions<HelpItem> = {
  keys: ['title', 'content'],
  threshold: 0.3,
  includeScore: true,
  ignoreLocation: true,
};
