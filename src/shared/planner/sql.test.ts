import { describe, expect, it } from 'vitest';
import { constraintName, ident, literal, publicTable } from './sql';

describe('identifiers', () => {
  it('stay bare when Postgres accepts them bare', () => {
    expect(ident('tasks')).toBe('tasks');
    expect(ident('due_date')).toBe('due_date');
    expect(ident('position')).toBe('position');
  });
  it('are quoted when they are reserved words, mixed case or odd characters', () => {
    expect(ident('order')).toBe('"order"');
    expect(ident('user')).toBe('"user"');
    expect(ident('MyTable')).toBe('"MyTable"');
    expect(ident('a "b"')).toBe('"a ""b"""');
    expect(publicTable('group')).toBe('public."group"');
  });
});

describe('literals and names', () => {
  it('double single quotes inside a literal', () => {
    expect(literal("it's")).toBe("'it''s'");
  });
  it('keeps constraint names under 63 characters', () => {
    const name = constraintName('a'.repeat(50), ['b'.repeat(30)], 'idx');
    expect(name.length).toBeLessThanOrEqual(63);
    expect(name.endsWith('_idx')).toBe(true);
  });
});
