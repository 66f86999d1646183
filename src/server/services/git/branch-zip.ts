import { zipSync, type Zippable } from 'fflate';
import { readBranchFiles } from './repository';

/**
 * A branch's files as a zip, inside one folder, so members can always take their code with
 * them. Every entry carries the commit's date, so the same commit always gives the same zip.
 */
export async function zipBranch(
  dir: string,
  branch: string,
  folder: string,
): Promise<{ sha: string; fileName: string; data: Uint8Array }> {
  const { sha, date, files } = await readBranchFiles(dir, branch);
  const safeFolder = folder.replace(/[^A-Za-z0-9._-]+/g, '-').replace(/^-+|-+$/g, '') || 'project';
  const entries: Zippable = {};
  for (const file of files) entries[`${safeFolder}/${file.path}`] = [file.content, { mtime: date }];
  return { sha, fileName: `${safeFolder}.zip`, data: zipSync(entries, { level: 6 }) };
}
