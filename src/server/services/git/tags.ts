import fs from 'node:fs';
import { deleteRef, listTags as tagNames, resolveRef, writeRef } from 'isomorphic-git';
import { resolveCommitish } from './commits';
import { GitServiceError } from './git-error';
import { assertBranchName } from './names';
import { assertRepository, locked } from './repository';

/** Git's rules for a tag name are a branch name's (git check-ref-format). */
const tagRef = (name: string) => `refs/tags/${name}`;

async function findTag(dir: string, name: string): Promise<string | null> {
  return resolveRef({ fs, gitdir: dir, ref: tagRef(name) }).catch(() => null);
}

/** Marks a commit with a name ("v1.0"), as a lightweight tag; an existing tag is never moved. */
export function createTag(
  dir: string,
  input: { name: string; ref: string; branch?: string },
): Promise<{ tag: string; sha: string }> {
  return locked(dir, async () => {
    assertRepository(dir);
    assertBranchName(input.name);
    if (await findTag(dir, input.name))
      throw new GitServiceError('tag_exists', `A tag called "${input.name}" already exists.`, 409);
    const sha = await resolveCommitish(dir, input.ref, input.branch);
    await writeRef({ fs, gitdir: dir, ref: tagRef(input.name), value: sha });
    return { tag: input.name, sha };
  });
}

/** Removes a tag (the undo of creating it); a tag that is already gone is fine. */
export function deleteTag(dir: string, name: string): Promise<void> {
  return locked(dir, async () => {
    assertRepository(dir);
    if (await findTag(dir, name)) await deleteRef({ fs, gitdir: dir, ref: tagRef(name) });
  });
}

/** Every tag and the commit it marks. */
export async function listTags(dir: string): Promise<{ name: string; sha: string }[]> {
  const names = await tagNames({ fs, gitdir: dir });
  return Promise.all(names.map(async (name) => ({ name, sha: (await findTag(dir, name)) ?? '' })));
}
