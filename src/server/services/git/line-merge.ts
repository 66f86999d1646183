/**
 * A three-way line merge (diff3): changes made by only one side are kept, changes both sides
 * made to the same or touching lines of the common ancestor are conflicts, reported by their
 * line numbers in the ancestor. We write it ourselves because isomorphic-git's merge reports
 * only file names, and our messages name the lines.
 */

export interface LineMergeResult {
  clean: boolean;
  /** The merged text; when not clean, meaningless and never written. */
  merged: string;
  /** First line (1-based, in the ancestor) of each conflicting region. */
  conflictLines: number[];
}

interface Hunk {
  baseStart: number;
  baseEnd: number;
  sideStart: number;
  sideEnd: number;
  side: 0 | 1;
}

/** Beyond this many cells the middle of a file is treated as one change instead of diffed line by line. */
const MAX_DIFF_CELLS = 4_000_000;

export function splitLines(text: string): string[] {
  return text === '' ? [] : text.split(/(?<=\n)/);
}

/** The regions where `side` differs from `base`, as half-open line ranges on both. */
export function diffHunks(base: string[], side: string[], tag: 0 | 1 = 0): Hunk[] {
  let prefix = 0;
  while (prefix < base.length && prefix < side.length && base[prefix] === side[prefix]) prefix++;
  let suffix = 0;
  while (
    suffix < base.length - prefix &&
    suffix < side.length - prefix &&
    base[base.length - 1 - suffix] === side[side.length - 1 - suffix]
  )
    suffix++;
  const a = base.slice(prefix, base.length - suffix);
  const b = side.slice(prefix, side.length - suffix);
  if (a.length === 0 && b.length === 0) return [];
  const hunk = (as: number, ae: number, bs: number, be: number): Hunk => ({
    baseStart: prefix + as,
    baseEnd: prefix + ae,
    sideStart: prefix + bs,
    sideEnd: prefix + be,
    side: tag,
  });
  if (a.length === 0 || b.length === 0 || (a.length + 1) * (b.length + 1) > MAX_DIFF_CELLS) {
    return [hunk(0, a.length, 0, b.length)];
  }

  // Longest common subsequence table, filled from the end.
  const width = b.length + 1;
  const lcs = new Uint32Array((a.length + 1) * width);
  for (let i = a.length - 1; i >= 0; i--) {
    for (let j = b.length - 1; j >= 0; j--) {
      lcs[i * width + j] =
        a[i] === b[j]
          ? (lcs[(i + 1) * width + j + 1] as number) + 1
          : Math.max(lcs[(i + 1) * width + j] as number, lcs[i * width + j + 1] as number);
    }
  }
  const hunks: Hunk[] = [];
  let i = 0;
  let j = 0;
  let startI = 0;
  let startJ = 0;
  const flush = () => {
    if (i > startI || j > startJ) hunks.push(hunk(startI, i, startJ, j));
  };
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      flush();
      i++;
      j++;
      startI = i;
      startJ = j;
    } else if ((lcs[(i + 1) * width + j] as number) >= (lcs[i * width + j + 1] as number)) i++;
    else j++;
  }
  i = a.length;
  j = b.length;
  flush();
  return hunks;
}

export function mergeLines(
  baseText: string,
  oursText: string,
  theirsText: string,
): LineMergeResult {
  if (oursText === theirsText) return { clean: true, merged: oursText, conflictLines: [] };
  const base = splitLines(baseText);
  const sides = [splitLines(oursText), splitLines(theirsText)] as const;
  const hunks = [...diffHunks(base, sides[0], 0), ...diffHunks(base, sides[1], 1)].sort(
    (x, y) => x.baseStart - y.baseStart || x.side - y.side,
  );

  const out: string[] = [];
  const conflictLines: number[] = [];
  let cursor = 0;
  let index = 0;
  while (index < hunks.length) {
    const group = [hunks[index] as Hunk];
    let end = group[0]!.baseEnd;
    index++;
    // Hunks that overlap or touch the group belong to it: git treats adjacent edits as a conflict too.
    while (index < hunks.length && (hunks[index] as Hunk).baseStart <= end) {
      const next = hunks[index] as Hunk;
      group.push(next);
      end = Math.max(end, next.baseEnd);
      index++;
    }
    const start = group[0]!.baseStart;
    out.push(...base.slice(cursor, start));

    const segment = (side: 0 | 1): string[] => {
      const own = group.filter((h) => h.side === side);
      const first = own[0];
      const last = own[own.length - 1];
      if (!first || !last) return base.slice(start, end);
      return sides[side].slice(
        first.sideStart - (first.baseStart - start),
        last.sideEnd + (end - last.baseEnd),
      );
    };
    const ours = segment(0);
    const theirs = segment(1);
    const bothChanged = group.some((h) => h.side === 0) && group.some((h) => h.side === 1);
    if (bothChanged && ours.join('') !== theirs.join('')) conflictLines.push(start + 1);
    out.push(...(group.some((h) => h.side === 0) ? ours : theirs));
    cursor = end;
  }
  out.push(...base.slice(cursor));
  return { clean: conflictLines.length === 0, merged: out.join(''), conflictLines };
}
