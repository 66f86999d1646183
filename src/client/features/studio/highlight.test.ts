import { describe, expect, it } from 'vitest';
import { highlightShell, highlightSql } from './highlight';

describe('highlighting', () => {
  it('marks SQL keywords, strings and comments and keeps every character', () => {
    const code = "-- tasks\ncreate table public.tasks (title text default 'x', n int4);";
    const tokens = highlightSql(code);
    expect(tokens.map((t) => t.text).join('')).toBe(code);
    expect(tokens).toContainEqual({ kind: 'comment', text: '-- tasks' });
    expect(tokens).toContainEqual({ kind: 'keyword', text: 'create' });
    expect(tokens).toContainEqual({ kind: 'string', text: "'x'" });
    expect(tokens).toContainEqual({ kind: 'plain', text: 'tasks' });
  });

  it('marks the command and its flags in shell lines', () => {
    const code = 'git checkout -b feature/login main';
    const tokens = highlightShell(code);
    expect(tokens.map((t) => t.text).join('')).toBe(code);
    expect(tokens[0]).toEqual({ kind: 'keyword', text: 'git' });
    expect(tokens).toContainEqual({ kind: 'flag', text: ' -b' });
  });
});
