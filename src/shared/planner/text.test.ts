import { describe, expect, it } from 'vitest';
import {
  isFiller,
  normalizeInstruction,
  protect,
  splitClauses,
  stripPoliteness,
  stripPurpose,
} from './text';

describe('normalizing', () => {
  it('straightens quotes and turns bullet lists into comma lists', () => {
    expect(normalizeInstruction('Create a “tasks” table:\n- title\n- done\nThanks')).toBe(
      'Create a "tasks" table: title, done. Thanks',
    );
  });
});

describe('protect', () => {
  it('hides parentheses and quotes but not apostrophes', () => {
    const p = protect("title (required, unique) and 'a, b' but don't split");
    expect(p.text).not.toContain(',');
    expect(p.text).toContain("don't");
    expect(p.restore(p.text)).toBe("title (required, unique) and 'a, b' but don't split");
  });
});

describe('clauses', () => {
  const texts = (instruction: string) => splitClauses(instruction).map((c) => c.text);
  it('splits sentences and joined requests, not column lists', () => {
    expect(
      texts(
        'Create a tasks table with title, done and due date, and let each user see only their own rows. Deploy to production',
      ),
    ).toEqual([
      'Create a tasks table with title, done and due date',
      'let each user see only their own rows',
      'Deploy to production',
    ]);
  });
  it('keeps URLs, domains and parentheses whole', () => {
    expect(
      texts('set API_URL to https://api.example.com and add the domain shop.example.com'),
    ).toEqual(['set API_URL to https://api.example.com', 'add the domain shop.example.com']);
    expect(texts('posts (title, and make) and comments')).toEqual([
      'posts (title, and make) and comments',
    ]);
  });
  it('splits "so that everyone ..." and "where anyone ..." access tails', () => {
    expect(texts('create a notes table with body so that only the owner can see it')).toEqual([
      'create a notes table with body',
      'only the owner can see it',
    ]);
    expect(texts('make it so each user sees their own rows')).toEqual([
      'make it so each user sees their own rows',
    ]);
  });
});

describe('politeness and filler', () => {
  it('strips requests and sign-offs around the instruction', () => {
    expect(stripPoliteness('Can you please deploy to production, thanks')).toBe(
      'deploy to production',
    );
    expect(stripPoliteness('I want to create a table')).toBe('create a table');
    expect(stripPoliteness("delete the old branch, we don't need it anymore")).toBe(
      'delete the old branch',
    );
  });
  it('recognises sentences that ask for nothing', () => {
    expect(isFiller('Hi!')).toBe(false);
    expect(isFiller('Hi')).toBe(true);
    expect(isFiller("I'm building a gym app")).toBe(true);
    expect(isFiller('create a table')).toBe(false);
  });
});

describe('stripPurpose', () => {
  it.each([
    ['add an index on email so searches are quicker', 'add an index on email'],
    ['index email to speed up searches', 'index email'],
    ['add an index on email, so that looking them up is much faster', 'add an index on email'],
    ['index status for faster queries', 'index status'],
  ])('%s', (clause, kept) => expect(stripPurpose(clause)).toBe(kept));

  it('keeps a clause whose end is not a purpose about speed', () => {
    expect(stripPurpose('add a notes column so users can write')).toBe(
      'add a notes column so users can write',
    );
    expect(stripPurpose('make it fast')).toBe('make it fast');
  });
});

describe('typos and capitals', () => {
  it.each([
    ['crate a members tabel with name', 'create a members table with name'],
    [
      'stock cant be negative and shoud start at 0',
      "stock can't be negative and should start at 0",
    ],
    ['alow cents in the colum price', 'allow cents in the column price'],
    ['ADD AN INDEX ON EMAIL', 'add an index on email'],
    ['SET API_URL TO https://x.com', 'set API_URL to https://x.com'],
  ])('%s', (typed, read) => expect(normalizeInstruction(typed)).toBe(read));

  it('leaves words that only look like typos when they are names', () =>
    expect(normalizeInstruction('create a crates table with size')).toBe(
      'create a crates table with size',
    ));
});
