import { describe, expect, it } from 'vitest';
import { pgErrorFields, pgErrorInWords } from './pg-error-words';

const create = { label: 'CREATE TABLE', sql: 'create table tasks (id int)' };

describe('pgErrorInWords', () => {
  it.each([
    [
      {
        code: '23503',
        message:
          'update or delete on table "buckets" violates foreign key constraint "objects_bucket_id_fkey" on table "objects"',
        table: 'objects',
      },
      undefined,
      'Files are still in this bucket; delete them first, then the bucket.',
    ],
    [
      {
        code: '23503',
        message:
          'update or delete on table "authors" violates foreign key constraint "books_author_id_fkey" on table "books"',
        table: 'books',
      },
      undefined,
      'Other rows still refer to this row (in books); change or remove them first.',
    ],
    [
      { code: '42P07', message: 'relation "tasks" already exists' },
      create,
      'A table named tasks already exists.',
    ],
    [
      { code: '42P07', message: 'relation "tasks_idx" already exists' },
      { label: 'CREATE INDEX', sql: '' },
      'An index named tasks_idx already exists.',
    ],
    [
      { code: '42701', message: 'column "title" of relation "tasks" already exists' },
      undefined,
      'The table tasks already has a column named title.',
    ],
    [
      { code: '42703', message: 'column "nope" does not exist' },
      undefined,
      'There is no column named nope.',
    ],
    [
      { code: '42703', message: 'column "due" of relation "tasks" does not exist' },
      undefined,
      'The table tasks has no column named due.',
    ],
    [
      { code: '42P01', message: 'relation "todos" does not exist' },
      undefined,
      'There is no table named todos.',
    ],
    [
      { code: '42710', message: 'policy "own" for table "tasks" already exists' },
      undefined,
      'A policy named own already exists on tasks.',
    ],
    [
      { code: '42704', message: 'type "statuss" does not exist' },
      undefined,
      'There is no type named statuss.',
    ],
    [
      { code: '42883', message: 'function nope(integer) does not exist' },
      undefined,
      'There is no function nope that takes these arguments.',
    ],
    [
      {
        code: '23505',
        message: 'duplicate key value violates unique constraint "users_email_key"',
        detail: 'Key (email)=(a@b.io) already exists.',
      },
      undefined,
      'A row with email a@b.io already exists, and email must be unique.',
    ],
    [
      { code: '23502', message: 'column "title" of relation "tasks" contains null values' },
      undefined,
      'Some rows of tasks have no value in title, so it cannot be made required.',
    ],
    [
      { code: '55P03', message: 'canceling statement due to lock timeout' },
      undefined,
      'Another change was holding the same table; try again in a moment.',
    ],
    [
      { code: 'XX000', message: 'something odd' },
      undefined,
      'The database refused this: something odd.',
    ],
  ])('%o', (error, statement, words) => {
    expect(pgErrorInWords(error, statement)).toBe(words);
  });

  it('places a syntax error by line and character within the statement', () => {
    const statement = {
      label: 'CREATE TABLE',
      sql: 'create table tasks (\n  id int,\n  title text,,\n)',
    };
    const position = statement.sql.indexOf(',,') + 2;
    expect(
      pgErrorInWords(
        { code: '42601', message: 'syntax error at or near ","', position },
        statement,
      ),
    ).toBe('The SQL has a mistake near "," (line 3, character 14).');
  });

  it('reads the fields of a thrown database error', () => {
    const error = Object.assign(new Error('relation "x" does not exist'), {
      code: '42P01',
      position: '15',
      table: undefined,
    });
    expect(pgErrorFields(error)).toMatchObject({
      code: '42P01',
      position: 15,
      message: 'relation "x" does not exist',
    });
    expect(pgErrorFields('plain')).toMatchObject({ message: 'plain', code: undefined });
  });
});
