import { describe, expect, it } from 'vitest';
import { clauseColumnName, weekdayColumnName } from './column-phrases';

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

describe('groups, reasons and who received it', () => {
  it.each([
    ['how many children in their family', 'family_size'],
    ['how many of them are attending', 'headcount'],
    ['what the payment was for', 'purpose'],
    ['how much', 'amount'],
    ['who the box went to', 'recipient'],
    ['any medical needs they mentioned', 'medical_needs'],
    ['when we fixed each one', 'fixed_at'],
  ])('%s → %s', (phrase, name) => expect(clauseColumnName(phrase)).toBe(name));

  it('names a day of the week by what happens on it, never an event in the past', () => {
    expect(weekdayColumnName('which day they collect')).toBe('collect_day');
    expect(weekdayColumnName('which day they joined')).toBeUndefined();
    expect(weekdayColumnName("what day it's booked for")).toBeUndefined();
    expect(weekdayColumnName('the day they usually swim')).toBe('swim_day');
  });
});
