import { describe, expect, it } from 'vitest';
import {
  automaticDefault,
  defaultValueSql,
  inferTypeFromName,
  typeFamily,
  typeFromHint,
} from './types';

describe('type from a column name', () => {
  it.each([
    ['email', 'text'],
    ['size', 'text'],
    ['group_size', 'integer'],
    ['shift_day', 'text'],
    ['collection_day', 'text'],
    ['headcount', 'integer'],
    ['phone', 'text'],
    ['phone_number', 'text'],
    ['photo_url', 'text'],
    ['first_name', 'text'],
    ['price', 'numeric(12,2)'],
    ['amount', 'numeric(12,2)'],
    ['salary', 'numeric(12,2)'],
    ['total', 'numeric(12,2)'],
    ['amount_paid', 'numeric(12,2)'],
    ['count', 'integer'],
    ['stock_count', 'integer'],
    ['quantity', 'integer'],
    ['age', 'integer'],
    ['prep_minutes', 'integer'],
    ['servings', 'integer'],
    ['year', 'integer'],
    ['number_of_guests', 'integer'],
    ['done', 'boolean'],
    ['active', 'boolean'],
    ['paid', 'boolean'],
    ['published', 'boolean'],
    ['checkbox', 'boolean'],
    ['is_vip', 'boolean'],
    ['has_trial', 'boolean'],
    ['date', 'date'],
    ['signup_date', 'date'],
    ['birthday', 'date'],
    ['due', 'date'],
    ['listed_on', 'date'],
    ['date_of_birth', 'date'],
    ['published_at', 'timestamptz'],
    ['starts_at', 'timestamptz'],
    ['timestamp', 'timestamptz'],
    ['date_created', 'timestamptz'],
    ['json', 'jsonb'],
    ['settings', 'jsonb'],
    ['metadata', 'jsonb'],
    ['post_id', 'uuid'],
    ['status', 'text'],
    ['ingredients', 'text'],
  ])('%s → %s', (name, type) => expect(inferTypeFromName(name).type).toBe(type));
});

describe('type words', () => {
  it.each([
    ['yes/no', 'boolean'],
    ['checkbox', 'boolean'],
    ['true or false', 'boolean'],
    ['whole number', 'integer'],
    ['money', 'numeric(12,2)'],
    ['a number', 'numeric'],
    ['date and time', 'timestamptz'],
    ['timestamp', 'timestamptz'],
    ['date', 'date'],
    ['json', 'jsonb'],
    ['text', 'text'],
  ])('"%s" → %s', (words, type) => expect(typeFromHint(words)).toBe(type));
  it('says nothing for words that are not types', () =>
    expect(typeFromHint('required')).toBeUndefined());
});

describe('defaults', () => {
  it('fill in automatically by type', () => {
    expect(automaticDefault('timestamptz', 'sent_at')).toBe('now()');
    expect(automaticDefault('date', 'day')).toBe('current_date');
    expect(automaticDefault('uuid', 'user_id')).toBe('auth.uid()');
    expect(automaticDefault('uuid', 'token')).toBe('gen_random_uuid()');
    expect(automaticDefault('text', 'title')).toBeUndefined();
  });
  it('turn founder values into SQL of the right type, or refuse them', () => {
    expect(defaultValueSql('text', "'pending'")).toBe("'pending'");
    expect(defaultValueSql('text', "it's")).toBe("'it''s'");
    expect(defaultValueSql('boolean', 'yes')).toBe('true');
    expect(defaultValueSql('boolean', 'pending')).toBeUndefined();
    expect(defaultValueSql('integer', '3')).toBe('3');
    expect(defaultValueSql('integer', '3; drop table x')).toBeUndefined();
    expect(defaultValueSql('numeric(12,2)', '$9.99')).toBe('9.99');
    expect(defaultValueSql('timestamptz', 'now')).toBe('now()');
  });
});

describe('type families', () => {
  it.each([
    ['character varying(80)', 'text'],
    ['numeric(12,2)', 'numeric'],
    ['bigint', 'integer'],
    ['timestamp with time zone', 'timestamptz'],
    ['jsonb', 'jsonb'],
    ['uuid', 'uuid'],
    ['point', 'other'],
  ])('%s is %s', (type, family) => expect(typeFamily(type)).toBe(family));
});
