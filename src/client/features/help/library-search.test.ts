import { describe, expect, it } from 'vitest';
import { createLibrarySearch, matchPercent, transpositions } from './library-search';

const search = createLibrarySearch();
const titles = (query: string) => search(query).map((r) => r.item.title);

describe('help library search', () => {
  it('lists each spelling with two neighbouring letters swapped', () => {
    expect(transpositions('rwo')).toEqual(['rwo', 'wro', 'row']);
    expect(transpositions('aab')).toEqual(['aab', 'aba']);
    expect(transpositions('a very long question')).toEqual(['a very long question']);
  });

  it('finds the Row glossary entry from "rwo", first', () => {
    const [first] = search('rwo');
    expect(first?.item).toMatchObject({ type: 'glossary', term: 'Row' });
    expect(first!.score).toBeLessThan(0.1);
  });

  it('keeps each item once, with its best score, best first', () => {
    const results = search('rwo');
    const ids = results.map((r) => r.item.id);
    expect(new Set(ids).size).toBe(ids.length);
    const scores = results.map((r) => r.score);
    expect(scores).toEqual([...scores].sort((a, b) => a - b));
  });

  it('searches titles and content, ignoring case', () => {
    expect(titles('EDGE FUNCTION')[0]).toBe('Edge Function');
    expect(titles('contact form')[0]).toMatch(/contact form/i);
  });

  it('returns nothing for an empty query or one that matches nothing', () => {
    expect(search('   ')).toEqual([]);
    expect(search('xylophone quartz')).toEqual([]);
  });

  it('reads a score as a match percentage', () => {
    expect(matchPercent(0)).toBe(100);
    expect(matchPercent(0.25)).toBe(75);
  });
});
