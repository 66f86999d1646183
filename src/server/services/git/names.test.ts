import { describe, expect, it } from 'vitest';
import { assertBranchName, assertFilePath } from './names';

describe('branch names', () => {
  it.each(['main', 'feature-login', 'feature/login', 'release/1.2', 'fix_typo'])(
    'accepts %s',
    (name) => {
      expect(() => assertBranchName(name)).not.toThrow();
    },
  );

  it.each([
    '',
    'has space',
    '-x',
    'a..b',
    'a//b',
    'x.lock',
    'end.',
    '.hidden',
    'a/.b',
    'HEAD',
    'a~1',
    'a:b',
    'a^',
    'what?',
  ])('refuses %j with a plain message', (name) => {
    expect(() => assertBranchName(name)).toThrow(
      /is not a usable branch name\. Use letters, numbers/,
    );
  });
});

describe('file paths', () => {
  it.each(['index.html', 'css/site.css', 'a/b/c.txt', '.gitignore'])('accepts %s', (path) => {
    expect(() => assertFilePath(path)).not.toThrow();
  });

  it.each([
    '',
    '/abs',
    '../up',
    'a/../b',
    'a//b',
    './a',
    '.git/config',
    'x/.GIT/y',
    'a\\b',
    'a\0b',
  ])('refuses %j', (path) => {
    expect(() => assertFilePath(path)).toThrow(/is not a valid file path/);
  });
});
