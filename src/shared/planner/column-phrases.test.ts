import { describe, expect, it } from 'vitest';
import { clauseColumnName } from './column-phrases';

describe('column names said as a clause', () => {
  it.each([
    ['the day they joined', 'joined_on'],
    ['the date they signed up', 'signed_up_on'],
    ['the date it was published', 'published_on'],
    ['the time it was sent', 'sent_at'],
    ['when the order shipped', 'shipped_at'],
    ['how many guests they bring', 'guest_count'],
    ['how many copies', 'copy_count'],
  ])('%s → %s', (phrase, name) => expect(clauseColumnName(phrase)).toBe(name));

  it.each(['zip code', 'the day they work', 'name', 'when they can'])(
    'leaves "%s" to the ordinary noun reading',
    (phrase) => expect(clauseColumnName(phrase)).toBeUndefined(),
  );
});

describe('scheduled events said of one thing', () => {
  it.each([
    ['the date it starts', 'starts_on'],
    ['the date it renews on', 'renews_on'],
    ['when it expires', 'expires_at'],
  ])('%s → %s', (phrase, name) => expect(clauseColumnName(phrase)).toBe(name));

  it('keeps "the day they works" out, since only one thing has a schedule', () =>
    expect(clauseColumnName('the day they works')).toBeUndefined());
});
