import { describe, expect, it } from 'vitest';
import { REWRITE_KINDS, rewrite, type KeptWords } from '../planner/rewrites';

/** The metamorphic rewrites themselves: deterministic, meaning-preserving, and careful with values. */
const none: KeptWords = { names: new Set(), values: new Set() };
const kept = (names: string[], values: string[] = []): KeptWords => ({
  names: new Set(names),
  values: new Set(values),
});
const words = (s: string) => s.split(/\s+/);

describe('metamorphic rewrites', () => {
  it('give the same rewrite for the same instruction and seed', () => {
    const instruction = 'Create a bookings table with customer name, starts at and confirmed';
    for (const kind of REWRITE_KINDS)
      expect(rewrite(kind, instruction, 'case-7')).toBe(rewrite(kind, instruction, 'case-7'));
  });

  it('skip a kind that has nothing to change', () => {
    expect(rewrite('contractions', 'add a notes column to leads', 's')).toBeNull();
    expect(rewrite('typo', 'add a notes column to leads', 's')).toBeNull();
    expect(rewrite('lower-case', 'add a notes column to leads', 's')).toBeNull();
    expect(rewrite('word-order', 'add a notes column to leads', 's')).toBeNull();
  });

  it('rewrite only the first line, never the rows pasted under it', () => {
    const out = rewrite('shouting', 'import this into leads\nName,City\nZoe,Lyon', 's');
    expect(out).toBe('IMPORT THIS INTO LEADS\nName,City\nZoe,Lyon');
  });

  it('put "could you" only before a command, and nothing after a colon', () => {
    for (const seed of ['a', 'b', 'c', 'd', 'e', 'f']) {
      expect(rewrite('politeness', 'how many leads came in today?', seed)).not.toMatch(/could you/);
      expect(rewrite('politeness', 'add these leads:', seed)).toMatch(/:$/);
    }
    expect(rewrite('politeness', 'Archive old leads', 'x', none)).toMatch(
      /archive old leads|Archive old leads/,
    );
  });

  it('start with a sentence about the business', () => {
    expect(rewrite('lead-in', 'add a leads table', 's')).toMatch(/^\S.*\. add a leads table$/);
  });

  it('swap action words only for ones that mean the same there', () => {
    expect(rewrite('synonyms', 'create a table for invoices', 's')).toMatch(
      /^(make|set up|add) a table for invoices$/,
    );
    expect(rewrite('synonyms', 'remove the draft rows', 's')).toMatch(
      /^(delete|get rid of) the draft rows$/,
    );
    expect(rewrite('synonyms', 'turn off magic links', 's')).toMatch(
      /^(disable|switch off) magic links$/,
    );
    // "update the branch with main" is a merge; "the tasks table" names something that exists.
    expect(rewrite('synonyms', 'update the staging branch with main', 's')).toBeNull();
    expect(rewrite('synonyms', 'make the tasks table public', 's')).toBeNull();
    expect(rewrite('synonyms', "add 'delete me' to tasks", 's')).toBeNull();
  });

  it('move words where English allows it', () => {
    expect(rewrite('word-order', 'create a table called invoices with total', 's')).toBe(
      'create an invoices table with total',
    );
    expect(rewrite('word-order', 'rename the leads table to contacts', 's')).toBe(
      'rename the table leads to contacts',
    );
    expect(rewrite('word-order', 'turn off magic links', 's')).toBe('turn magic links off');
    expect(rewrite('word-order', 'make phone required in leads', 's', kept(['leads']))).toBe(
      'in leads, make phone required',
    );
    expect(rewrite('word-order', 'how many leads came in this month?', 's')).toBe(
      'this month, how many leads came in?',
    );
    // Not a command, so the place belongs to the verb: "enroll in courses".
    expect(rewrite('word-order', 'pupils enroll in courses', 's', kept(['courses']))).toBeNull();
    expect(rewrite('word-order', 'create a new table', 's')).toBeNull();
  });

  it('contract full forms and drop the apostrophes typed', () => {
    expect(rewrite('contractions', 'leads do not need a phone', 's')).toBe(
      "leads don't need a phone",
    );
    expect(rewrite('contractions', "price can't be empty on the shop's items", 's')).toBe(
      'price cant be empty on the shops items',
    );
    // A value keeps its apostrophe, in quotes or as the plan uses it.
    expect(rewrite('contractions', "set the title to 'Joe's Diner'", 's')).toBeNull();
    expect(
      rewrite('contractions', "change the title to Joe's Diner", 's', kept([], ["Joe's"])),
    ).toBeNull();
  });

  it('make one typo: two inner letters of one long word swapped', () => {
    const instruction = 'add a reminder column to leads';
    const out = rewrite('typo', instruction, 's') ?? '';
    const changed = words(out).filter((w, i) => w !== words(instruction)[i]);
    expect(changed).toHaveLength(1);
    const [typed = ''] = changed;
    expect(typed).not.toBe('reminder');
    expect([...typed].sort()).toEqual([...'reminder'].sort());
    expect(typed[0]).toBe('r');
    expect(typed.at(-1)).toBe('r');
  });

  it('make no typo in a name, value, quoted text, identifier, e-mail or URL', () => {
    expect(
      rewrite(
        'typo',
        "add 'remember milk' to reminders for someone@example.com at https://example.com/checkout",
        's',
        kept(['reminder']),
      ),
    ).toBeNull();
  });

  it('change case but keep quoted values, identifiers and values whose case matters', () => {
    expect(rewrite('lower-case', "Set API_URL to https://X.io and title to 'Hi There'", 's')).toBe(
      "set API_URL to https://X.io and title to 'Hi There'",
    );
    expect(
      rewrite('shouting', 'change the headline to Fresh bread', 's', kept([], ['Fresh', 'bread'])),
    ).toBe('CHANGE THE HEADLINE TO Fresh bread');
    expect(rewrite('lower-case', "set Zoe's phone to 555", 's', kept([], ['Zoe']))).toBeNull();
  });
});
