import fs from 'node:fs';
import {
  readBlob,
  readCommit,
  readTree,
  writeBlob,
  writeTree,
  type TreeEntry,
} from 'isomorphic-git';

/** One entry of a flattened tree: a blob (or symlink / submodule) at a full path. */
export interface FlatEntry {
  oid: string;
  mode: string;
}
/** A whole tree as `path → entry`, which makes three-way merges and edits simple. */
export type FlatTree = Map<string, FlatEntry>;

export interface FileContent {
  path: string;
  content: Uint8Array;
}

const FILE_MODE = '100644';

export async function commitTreeOid(gitdir: string, commitOid: string): Promise<string> {
  const { commit } = await readCommit({ fs, gitdir, oid: commitOid });
  return commit.tree;
}

export async function readFlatTree(gitdir: string, treeOid: string): Promise<FlatTree> {
  const flat: FlatTree = new Map();
  const visit = async (oid: string, prefix: string): Promise<void> => {
    const { tree } = await readTree({ fs, gitdir, oid });
    await Promise.all(
      tree.map(async (entry) => {
        const path = prefix + entry.path;
        if (entry.type === 'tree') await visit(entry.oid, `${path}/`);
        else flat.set(path, { oid: entry.oid, mode: entry.mode });
      }),
    );
  };
  await visit(treeOid, '');
  return flat;
}

/** Writes the nested tree objects for a flat tree and returns the root tree's id. */
export async function writeFlatTree(gitdir: string, flat: FlatTree): Promise<string> {
  interface Dir {
    files: TreeEntry[];
    dirs: Map<string, Dir>;
  }
  const root: Dir = { files: [], dirs: new Map() };
  for (const [path, entry] of flat) {
    const parts = path.split('/');
    const name = parts.pop() as string;
    let dir = root;
    for (const part of parts) {
      let next = dir.dirs.get(part);
      if (!next) dir.dirs.set(part, (next = { files: [], dirs: new Map() }));
      dir = next;
    }
    dir.files.push({
      mode: entry.mode,
      path: name,
      oid: entry.oid,
      type: entry.mode === '160000' ? 'commit' : 'blob',
    });
  }
  const write = async (dir: Dir): Promise<string> => {
    const subtrees = await Promise.all(
      [...dir.dirs].map(async ([name, sub]): Promise<TreeEntry> => ({
        mode: '040000',
        path: name,
        oid: await write(sub),
        type: 'tree',
      })),
    );
    return writeTree({ fs, gitdir, tree: [...dir.files, ...subtrees] });
  };
  return write(root);
}

export async function writeFileBlob(
  gitdir: string,
  content: string | Uint8Array,
): Promise<FlatEntry> {
  const blob = typeof content === 'string' ? new TextEncoder().encode(content) : content;
  return { oid: await writeBlob({ fs, gitdir, blob }), mode: FILE_MODE };
}

export async function readBlobContent(gitdir: string, oid: string): Promise<Uint8Array> {
  const { blob } = await readBlob({ fs, gitdir, oid });
  return blob;
}

/**
 * The files of a commit, optionally only those under a folder (paths then relative to it).
 * Symlinks and submodules are skipped: they have no content to publish or download.
 */
export async function readCommitFiles(
  gitdir: string,
  commitOid: string,
  under = '',
): Promise<Array<FileContent & { oid: string }>> {
  const flat = await readFlatTree(gitdir, await commitTreeOid(gitdir, commitOid));
  const prefix = under ? `${under.replace(/\/+$/, '')}/` : '';
  const picked = [...flat].filter(
    ([path, entry]) =>
      path.startsWith(prefix) && (entry.mode === FILE_MODE || entry.mode === '100755'),
  );
  const files = await Promise.all(
    picked.map(async ([path, entry]) => ({
      path: path.slice(prefix.length),
      oid: entry.oid,
      content: await readBlobContent(gitdir, entry.oid),
    })),
  );
  return files.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}
