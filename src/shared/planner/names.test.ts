import { describe, expect, it } from 'vitest';
import {
  countOf,
  isPluralName,
  listWords,
  pluralName,
  pluralizeWord,
  singularName,
  singularizeWord,
  slugify,
  stripLeadingFiller,
  toSnake,
} from './names';

describe('plurals', () => {
  it.each([
    ['task', 'tasks'],
    ['category', 'categories'],
    ['address', 'addresses'],
    ['box', 'boxes'],
    ['match', 'matches'],
    ['day', 'days'],
    ['person', 'people'],
    ['status', 'statuses'],
    ['data', 'data'],
    ['feedback', 'feedback'],
    ['tasks', 'tasks'],
  ])('%s → %s', (one, many) => expect(pluralizeWord(one)).toBe(many));

  it.each([
    ['tasks', 'task'],
    ['categories', 'category'],
    ['addresses', 'address'],
    ['movies', 'movie'],
    ['statuses', 'status'],
    ['people', 'person'],
    ['status', 'status'],
    ['analysis', 'analysis'],
  ])('%s → %s', (many, one) => expect(singularizeWord(many)).toBe(one));

  it('changes only the last part of a snake_case name', () => {
    expect(pluralName('blog_post')).toBe('blog_posts');
    expect(singularName('menu_items')).toBe('menu_item');
    expect(isPluralName('order_items')).toBe(true);
    expect(isPluralName('order_item')).toBe(false);
  });
});

describe('toSnake', () => {
  it.each([
    ['Signup Date', 'signup_date'],
    ['isActive', 'is_active'],
    ["customer's email", 'customer_email'],
    ['  price -- in $ ', 'price_in'],
    ['2fa code', 'n_2fa_code'],
    ['x"; drop table y; --', 'x_drop_table_y'],
  ])('%s → %s', (words, snake) => expect(toSnake(words)).toBe(snake));

  it('keeps names within the 63-byte identifier limit', () => {
    expect(toSnake('word '.repeat(40)).length).toBeLessThanOrEqual(63);
  });
});

describe('small words', () => {
  it('slugs for branches and buckets', () => {
    expect(slugify('the New Pricing page!')).toBe('the-new-pricing-page');
    expect(slugify("Mike's profile pictures")).toBe('mikes-profile-pictures');
  });
  it('drops leading filler but keeps a lone meaningful word', () => {
    expect(stripLeadingFiller('the new blog posts')).toBe('blog posts');
    expect(stripLeadingFiller('the')).toBe('');
  });
  it('lists and counts as a founder reads them', () => {
    expect(listWords(['a', 'b', 'c'])).toBe('a, b and c');
    expect(listWords(['a', 'b'], 'or')).toBe('a or b');
    expect(countOf(1, 'row')).toBe('1 row');
    expect(countOf(1240, 'row')).toBe('1,240 rows');
  });
});
