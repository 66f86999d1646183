import { describe, expect, it } from 'vitest';
import { mergeLines } from './line-merge';

const text = (...lines: string[]) => lines.map((l) => `${l}\n`).join('');

describe('mergeLines', () => {
  const base = text('a', 'b', 'c', 'd', 'e', 'f');

  it('keeps changes made on one side only', () => {
    expect(mergeLines(base, text('a', 'B', 'c', 'd', 'e', 'f'), base)).toEqual({
      clean: true,
      merged: text('a', 'B', 'c', 'd', 'e', 'f'),
      conflictLines: [],
    });
  });

  it('combines changes to lines far apart', () => {
    const result = mergeLines(
      base,
      text('A', 'b', 'c', 'd', 'e', 'f'),
      text('a', 'b', 'c', 'd', 'e', 'F', 'g'),
    );
    expect(result).toEqual({
      clean: true,
      merged: text('A', 'b', 'c', 'd', 'e', 'F', 'g'),
      conflictLines: [],
    });
  });

  it('accepts the same change made on both sides', () => {
    const same = text('a', 'b', 'X', 'd', 'e', 'f');
    expect(mergeLines(base, same, same).clean).toBe(true);
    expect(
      mergeLines(base, text('a', 'b', 'X', 'd', 'e', 'f', 'z'), text('a', 'b', 'X', 'd', 'e', 'f'))
        .clean,
    ).toBe(true);
  });

  it('reports the ancestor line of each conflicting region', () => {
    const result = mergeLines(
      base,
      text('a', 'b', 'OURS', 'd', 'e', 'ours'),
      text('a', 'b', 'THEIRS', 'd', 'e', 'theirs'),
    );
    expect(result.clean).toBe(false);
    expect(result.conflictLines).toEqual([3, 6]);
  });

  it('treats edits to touching lines as a conflict, as git does', () => {
    const result = mergeLines(
      base,
      text('a', 'B', 'c', 'd', 'e', 'f'),
      text('a', 'b', 'C', 'd', 'e', 'f'),
    );
    expect(result).toMatchObject({ clean: false, conflictLines: [2] });
  });

  it('handles insertions, deletions and empty files', () => {
    expect(
      mergeLines(base, text('a', 'b', 'c', 'd', 'e'), text('0', 'a', 'b', 'c', 'd', 'e', 'f'))
        .merged,
    ).toBe(text('0', 'a', 'b', 'c', 'd', 'e'));
    expect(mergeLines('', text('x'), '')).toEqual({
      clean: true,
      merged: text('x'),
      conflictLines: [],
    });
    expect(mergeLines('', text('x'), text('y'))).toMatchObject({
      clean: false,
      conflictLines: [1],
    });
  });
});
