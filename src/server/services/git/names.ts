import { GitServiceError } from './git-error';

/** The branch every project starts on; it cannot be deleted or rebased. */
export const DEFAULT_BRANCH = 'main';

const BRANCH_CHARS = /^[A-Za-z0-9._/-]+$/;

/** Checks a branch name against git's rules, with a message a founder can act on. */
export function assertBranchName(name: string): void {
  const bad =
    name.length === 0 ||
    name.length > 200 ||
    !BRANCH_CHARS.test(name) ||
    name.startsWith('-') ||
    name.includes('..') ||
    name.includes('//') ||
    name.endsWith('.lock') ||
    name.endsWith('.') ||
    name.split('/').some((part) => part === '' || part.startsWith('.')) ||
    name === 'HEAD';
  if (bad) {
    throw new GitServiceError(
      'invalid_name',
      `"${name}" is not a usable branch name. Use letters, numbers, dashes, dots and slashes, with no spaces (for example feature-login).`,
      400,
    );
  }
}

/** Checks a file path inside the repository: relative, no `..`, nothing inside `.git`. */
export function assertFilePath(path: string): void {
  const parts = path.split('/');
  const bad =
    path.length === 0 ||
    path.length > 500 ||
    path.includes('\\') ||
    path.includes('\0') ||
    parts.some(
      (part) => part === '' || part === '.' || part === '..' || part.toLowerCase() === '.git',
    );
  if (bad) {
    throw new GitServiceError(
      'invalid_path',
      `"${path}" is not a valid file path. Use a path inside the project such as pages/about.html, without "..".`,
      400,
    );
  }
}

export const branchRef = (name: string) => `refs/heads/${name}`;
