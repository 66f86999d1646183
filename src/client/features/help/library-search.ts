import Fuse from 'fuse.js';
import { helpLibrary, helpSearchOptions } from '@content/help/library';
import type { HelpItem } from '@content/schemas';
import {
  countTerm,
  matchesTerm,
  prepareRaw,
  prepareText,
  queryTerms,
  type QueryTerm,
} from './search-terms';

export interface LibraryResult {
  item: HelpItem;
  /** Fuse's score: 0 is a perfect match, 1 no match at all. */
  score: number;
}

/** Queries up to this length are also searched with each pair of neighbouring letters swapped. */
export const TRANSPOSITION_MAX_LENGTH = 8;

/**
 * "rwo" and every spelling with two neighbouring letters swapped ("wro", "row"). With threshold
 * 0.3 alone a swap in a short word costs too much for Fuse to find the intended word.
 */
export function transpositions(query: string): string[] {
  const variants = new Set([query]);
  if (query.length > TRANSPOSITION_MAX_LENGTH) return [...variants];
  for (let i = 0; i < query.length - 1; i += 1) {
    if (query[i] === query[i + 1] || query[i] === ' ' || query[i + 1] === ' ') continue;
    variants.add(query.slice(0, i) + query[i + 1] + query[i] + query.slice(i + 2));
  }
  return [...variants];
}

/** Scores of items found by their words: 0.05 when every idea is in the title, up to 0.2 when only in the text. */
const WORD_MATCH_BEST = 0.05;
const WORD_MATCH_WORST = 0.2;

/** An item's title and whole text, prepared once for word matching. */
function prepareItem(item: HelpItem) {
  return {
    title: { prepared: prepareText(item.title), raw: prepareRaw(item.title) },
    all: {
      prepared: prepareText(`${item.title} ${item.content}`),
      raw: prepareRaw(`${item.title} ${item.content}`),
    },
  };
}

/** Mentions of a query's ideas that count as "talks about it a lot": more add nothing. */
const MENTIONS_FOR_FULL_WEIGHT = 6;

/**
 * The score of an item for a query by its words (common forms and other words for the same
 * thing), or null when one of the query's ideas is missing from the item. Ideas in the title
 * weigh most; how often the text mentions them breaks ties between long guides.
 */
function wordScore(item: ReturnType<typeof prepareItem>, terms: readonly QueryTerm[]) {
  if (terms.length === 0) return null;
  if (!terms.every((t) => matchesTerm(item.all.prepared, item.all.raw, t))) return null;
  const inTitle = terms.filter((t) => matchesTerm(item.title.prepared, item.title.raw, t)).length;
  const mentions = terms.reduce((sum, t) => sum + countTerm(item.all.prepared, t), 0);
  const weight =
    0.7 * (inTitle / terms.length) +
    0.3 * Math.min(1, mentions / (MENTIONS_FOR_FULL_WEIGHT * terms.length));
  return WORD_MATCH_WORST - (WORD_MATCH_WORST - WORD_MATCH_BEST) * weight;
}

export function createLibrarySearch(items: readonly HelpItem[] = helpLibrary) {
  const fuse = new Fuse([...items], helpSearchOptions);
  const order = new Map(items.map((item, index) => [item, index]));
  const prepared = items.map((item) => ({ item, words: prepareItem(item) }));
  /** Every item found by its words or by Fuse under any spelling, with its best score; best first, then library order. */
  return (raw: string): LibraryResult[] => {
    const query = raw.trim().toLowerCase();
    if (!query) return [];
    const best = new Map<HelpItem, number>();
    const keep = (item: HelpItem, score: number) => {
      const previous = best.get(item);
      if (previous === undefined || score < previous) best.set(item, score);
    };
    const terms = queryTerms(raw);
    for (const { item, words } of prepared) {
      const score = wordScore(words, terms);
      if (score !== null) keep(item, score);
    }
    for (const variant of transpositions(query)) {
      for (const { item, score = 1 } of fuse.search(variant)) keep(item, score);
    }
    return [...best]
      .map(([item, score]) => ({ item, score }))
      .sort((a, b) => a.score - b.score || order.get(a.item)! - order.get(b.item)!);
  };
}

/** A score as the match strength people read: 100% for a perfect match. */
export const matchPercent = (score: number) => Math.round((1 - score) * 100);
