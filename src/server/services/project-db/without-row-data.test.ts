import { describe, expect, it } from 'vitest';
import { pgErrorInWords } from './pg-error-words';
import { withoutRowData } from './without-row-data';

describe('withoutRowData', () => {
  it('drops the value a cast failed on', () => {
    const fields = withoutRowData({
      code: '22P02',
      message: 'invalid input syntax for type integer: "$argon2id$v=19$m=65536"',
    });
    expect(fields.message).toBe('invalid input syntax for type integer');
    expect(pgErrorInWords(fields)).not.toContain('argon2');
  });

  it('drops a value that is out of range', () => {
    expect(
      withoutRowData({
        code: '22003',
        message: 'value "99999999999" is out of range for type integer',
      }).message,
    ).toBe('a value is out of range for type integer');
  });

  it('drops the key and the failing row from a constraint error', () => {
    const unique = withoutRowData({
      code: '23505',
      message: 'duplicate key value violates unique constraint "users_email_key"',
      detail: 'Key (email)=(alice@example.com) already exists.',
      table: 'users',
    });
    expect(unique.detail).toBeUndefined();
    expect(pgErrorInWords(unique)).not.toContain('alice');
    const notNull = withoutRowData({
      code: '23502',
      message: 'null value in column "name"',
      detail: 'Failing row contains (1, secret).',
    });
    expect(notNull.detail).toBeUndefined();
  });

  it('replaces a raised message, which can hold anything a function selected', () => {
    const raised = withoutRowData({ code: 'P0001', message: 'alice@example.com,bob@example.com' });
    expect(pgErrorInWords(raised)).not.toContain('@');
  });

  it('keeps object names, which the founder needs to fix their SQL', () => {
    expect(
      withoutRowData({ code: '42P01', message: 'relation "orders" does not exist' }).message,
    ).toBe('relation "orders" does not exist');
    const depends = withoutRowData({
      code: '2BP01',
      message: 'cannot drop table a',
      detail: 'view b depends on table a',
    });
    expect(depends.detail).toBe('view b depends on table a');
  });
});
