import { describe, expect, it } from 'vitest';
import {
  columnDefinition,
  describeColumn,
  parseColumnItem,
  parseColumnList,
  splitList,
  type TargetResolver,
} from './columns';

const tables: TargetResolver = (phrase) =>
  /^(?:the\s+)?posts?$/.test(phrase)
    ? { schema: 'public', table: 'posts' }
    : { missing: `There is no ${phrase} table.` };
const column = (item: string) => {
  const result = parseColumnItem(item, tables);
  if (!('column' in result)) throw new Error(JSON.stringify(result));
  return result.column;
};

describe('lists', () => {
  it('split at commas and "and", never inside parentheses, quotes or ranges', () => {
    expect(splitList('title, done (yes, or no) and due date')).toEqual([
      'title',
      'done (yes, or no)',
      'due date',
    ]);
    expect(splitList("status default 'a, b' plus notes")).toEqual([
      "status default 'a, b'",
      'notes',
    ]);
    expect(splitList('score between 1 and 5, name')).toEqual(['score from 1 to 5', 'name']);
  });
  it('keep "one of a, b or c" with its column', () => {
    const status = column(
      splitList('status which must be one of new, contacted or won, name')[0] ?? '',
    );
    expect(status.check?.sql).toBe("status in ('new', 'contacted', 'won')");
    expect(column('role (one of owner, admin, viewer)').check?.sql).toBe(
      "role in ('owner', 'admin', 'viewer')",
    );
    expect(column('stage (draft/review/live)').check?.sql).toBe(
      "stage in ('draft', 'review', 'live')",
    );
  });
  it('note columns every table already has, and duplicates', () => {
    const parsed = parseColumnList('id, title, created at, title', tables);
    expect(parsed.columns.map((c) => c.name)).toEqual(['title']);
    expect(parsed.notes).toHaveLength(3);
  });
});

describe('constraints', () => {
  it.each([
    ['title (required)', { notNull: true }],
    ['title which is mandatory', { notNull: true }],
    ["email can't be empty", { notNull: true }],
    ['notes (optional)', { notNull: false }],
    ['email (unique)', { unique: true }],
    ['slug must be unique', { unique: true }],
    ["status default 'pending'", { default: "'pending'" }],
    ['stock defaults to 0', { default: '0' }],
    ['paid (yes/no, default false)', { type: 'boolean', default: 'false' }],
    ['joined at fills in automatically', { default: 'now()' }],
    ['done checkbox', { name: 'done', type: 'boolean' }],
    ['weight as a number', { name: 'weight', type: 'numeric' }],
    ['duration (whole number of minutes)', { type: 'integer' }],
    ['price in dollars', { name: 'price', type: 'numeric(12,2)' }],
    ['cooking time in minutes', { name: 'cooking_time_minutes', type: 'integer' }],
  ])('%s', (item, expected) => expect(column(item)).toMatchObject(expected));

  it.each([
    ['rating from 1 to 5', 'rating between 1 and 5'],
    ['rating (1-5 stars)', 'rating between 1 and 5'],
    ['score out of 10', 'score between 0 and 10'],
    ['price (must be positive)', 'price > 0'],
    ["stock can't be negative", 'stock >= 0'],
    ['quantity (at least 1)', 'quantity >= 1'],
    ['guests up to 12', 'guests <= 12'],
    ['bio (at most 160 characters)', 'char_length(bio) <= 160'],
  ])('%s → check (%s)', (item, check) => expect(column(item).check?.sql).toBe(check));

  it('checks e-mail addresses when asked', () => {
    expect(column('email (must be a valid email)').check?.sql).toContain('~*');
  });

  it('gives number ranges to unnamed columns as numbers', () => {
    expect(column('mood from 1 to 10').type).toBe('integer');
  });
});

describe('relationships', () => {
  it('links "the post it belongs to" to the posts table', () => {
    expect(column('the post it belongs to')).toMatchObject({
      name: 'post_id',
      type: 'uuid',
      notNull: true,
      references: { schema: 'public', table: 'posts' },
    });
  });
  it('links people to the signed-in users, filled with the signed-in user when they write the row', () => {
    expect(column('the author it belongs to')).toMatchObject({
      name: 'author_id',
      default: 'auth.uid()',
      references: { schema: 'auth', table: 'users' },
    });
    expect(column('the user who wrote it')).toMatchObject({
      name: 'user_id',
      default: 'auth.uid()',
    });
    expect(column('the assignee it belongs to').default).toBeUndefined();
  });
  it('reads "a link to their website" as a web address, not a relationship', () => {
    expect(column('a link to their website')).toMatchObject({ name: 'website', type: 'text' });
  });
  it('refuses to link to a table that does not exist', () => {
    expect(parseColumnItem('the invoice it belongs to', tables)).toEqual({
      error: 'There is no invoice table.',
    });
  });
});

describe('what cannot be a column', () => {
  it.each([
    ['a really long description of the thing we want', 'too long'],
    ['xmin', 'keeps for itself'],
    ['into the site', 'could not read'],
    ["status default 'x' from 1 to 5", 'number range'],
    ['title fills in automatically', 'cannot fill'],
    ['(required)', 'could not find'],
  ])('%s', (item, why) => {
    const result = parseColumnItem(item, tables);
    expect('error' in result && result.error).toContain(why);
  });
});

describe('SQL and words', () => {
  it('writes the definition with its constraints, quoting reserved names', () => {
    const order = column('order (whole number, required, unique, default 1, at least 1)');
    expect(columnDefinition(order, 'steps')).toBe(
      '"order" integer not null default 1 unique constraint steps_order_check check ("order" >= 1)',
    );
    expect(columnDefinition(column('the post it belongs to'), 'comments')).toBe(
      'post_id uuid not null references public.posts(id) on delete cascade',
    );
  });
  it('describes a column in plain words', () => {
    expect(describeColumn(column('paid (yes/no, default false)'))).toBe(
      'paid (yes/no, starts as no)',
    );
  });
});
