import Fuse from 'fuse.js';
import { helpLibrary, helpSearchOptions } from '@content/help/library';
import type { HelpItem } from '@content/schemas';

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

export function createLibrarySearch(items: readonly HelpItem[] = helpLibrary) {
  const fuse = new Fuse([...items], helpSearchOptions);
  const order = new Map(items.map((item, index) => [item, index]));
  /** Every item that matches any spelling, with its best score; best first, then library order. */
  return (raw: string): LibraryResult[] => {
    const query = raw.trim().toLowerCase();
    if (!query) return [];
    const best = new Map<HelpItem, number>();
    for (const variant of transpositions(query)) {
      for (const { item, score = 1 } of fuse.search(variant)) {
        const previous = best.get(item);
        if (previous === undefined || score < previous) best.set(item, score);
      }
    }
    return [...best]
      .map(([item, score]) => ({ item, score }))
      .sort((a, b) => a.score - b.score || order.get(a.item)! - order.get(b.item)!);
  };
}

/** A score as the match strength people read: 100% for a perfect match. */
export const matchPercent = (score: number) => Math.round((1 - score) * 100);
