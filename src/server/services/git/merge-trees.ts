import { hashBlob } from 'isomorphic-git';
import type { MergeConflict } from './git-error';
import { mergeLines } from './line-merge';
import {
  readBlobContent,
  writeFileBlob,
  writeFlatTree,
  type FlatEntry,
  type FlatTree,
} from './tree-files';

export type TreeMerge =
  | {
      clean: true;
      tree: FlatTree;
      /** Merged file contents not yet in the object store, keyed by their blob id; written on commit. */
      newBlobs: Map<string, Uint8Array>;
    }
  | { clean: false; conflicts: MergeConflict[] };

const same = (a: FlatEntry | undefined, b: FlatEntry | undefined) =>
  a === b || (a !== undefined && b !== undefined && a.oid === b.oid && a.mode === b.mode);

const utf8 = new TextDecoder('utf-8', { fatal: true });

/** Text we can merge line by line, or null for binary content (NUL bytes or not UTF-8). */
function asText(content: Uint8Array): string | null {
  if (content.subarray(0, 8000).includes(0)) return null;
  try {
    return utf8.decode(content);
  } catch {
    return null;
  }
}

/**
 * Three-way merge of whole trees, entirely in memory: nothing is written, so a conflict
 * leaves the repository exactly as it was.
 */
export async function mergeFlatTrees(
  gitdir: string,
  base: FlatTree,
  ours: FlatTree,
  theirs: FlatTree,
): Promise<TreeMerge> {
  const tree: FlatTree = new Map();
  const newBlobs = new Map<string, Uint8Array>();
  const conflicts: MergeConflict[] = [];
  const paths = [...new Set([...base.keys(), ...ours.keys(), ...theirs.keys()])].sort();

  for (const path of paths) {
    const b = base.get(path);
    const o = ours.get(path);
    const t = theirs.get(path);
    let picked: FlatEntry | undefined;
    if (same(o, t) || same(t, b)) picked = o;
    else if (same(o, b)) picked = t;
    else if (!o || !t) {
      conflicts.push({ path, lines: [], reason: 'changed-and-deleted' });
      continue;
    } else if (o.oid === t.oid) {
      picked = { oid: o.oid, mode: o.mode === b?.mode ? t.mode : o.mode };
    } else {
      const text = async (oid: string | undefined) =>
        oid ? asText(await readBlobContent(gitdir, oid)) : '';
      const [baseText, ourText, theirText] = await Promise.all([
        text(b?.oid),
        text(o.oid),
        text(t.oid),
      ]);
      if (baseText === null || ourText === null || theirText === null) {
        conflicts.push({ path, lines: [], reason: 'binary' });
        continue;
      }
      const result = mergeLines(baseText, ourText, theirText);
      if (!result.clean) {
        conflicts.push({
          path,
          lines: result.conflictLines,
          reason: b ? 'both-changed' : 'both-added',
        });
        continue;
      }
      const content = new TextEncoder().encode(result.merged);
      const { oid } = await hashBlob({ object: content });
      newBlobs.set(oid, content);
      picked = { oid, mode: o.mode === b?.mode ? t.mode : o.mode };
    }
    if (picked) tree.set(path, picked);
  }

  // A file on one side where the other side made a folder of the same name cannot be combined.
  const clashing = new Set<string>();
  for (const path of tree.keys()) {
    const parts = path.split('/');
    for (let i = 1; i < parts.length; i++) {
      const folder = parts.slice(0, i).join('/');
      if (tree.has(folder)) clashing.add(folder);
    }
  }
  for (const path of clashing) conflicts.push({ path, lines: [], reason: 'both-added' });
  return conflicts.length > 0 ? { clean: false, conflicts } : { clean: true, tree, newBlobs };
}

/** The first few conflicts as sentences, in plain words. */
export function describeConflicts(conflicts: MergeConflict[], shown = 3): string {
  const sentences = conflicts.slice(0, shown).map((c) => `${describeConflict(c)}.`);
  if (conflicts.length > shown) sentences.push(`There are ${conflicts.length - shown} more.`);
  return sentences.join(' ');
}

/** One conflict in plain words. */
export function describeConflict(conflict: MergeConflict): string {
  const { path, lines } = conflict;
  switch (conflict.reason) {
    case 'both-changed':
      return lines.length === 1
        ? `Both branches changed line ${lines[0]} of ${path}`
        : `Both branches changed lines ${lines.slice(0, -1).join(', ')} and ${lines.at(-1)} of ${path}`;
    case 'both-added':
      return `Both branches added ${path} with different content`;
    case 'changed-and-deleted':
      return `One branch changed ${path} while the other deleted it`;
    case 'binary':
      return `Both branches changed ${path}, which is not a text file`;
  }
}

/** Stores the merged files and trees of a clean merge and returns the root tree id. */
export async function writeMergedTree(
  gitdir: string,
  merge: Extract<TreeMerge, { clean: true }>,
): Promise<string> {
  await Promise.all([...merge.newBlobs.values()].map((content) => writeFileBlob(gitdir, content)));
  return writeFlatTree(gitdir, merge.tree);
}
