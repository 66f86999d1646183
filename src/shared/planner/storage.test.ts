import { describe, expect, it } from 'vitest';
import type { PlannerContext } from '@shared/planner';
import { planOk, refused, sqlOf } from '../../../tests/planner/helpers';

/** A project whose database has no tables yet. */
const emptyDatabase = (): PlannerContext => ({ database: { tables: [], buckets: [] } });

describe('sign-in set-up with profiles', () => {
  it.each([
    'add user profiles with a username (unique) and avatar url',
    'set up sign in with profiles that have display name and bio',
    'let people sign up and give each user a profile with a full name and company',
    'set up login with user profiles (username, website)',
  ])(
    '"%s" plans no code that runs with raised rights and does not touch auth.users',
    (instruction) => {
      const sql = sqlOf(planOk(instruction, emptyDatabase())).join('\n');
      expect(sql).not.toMatch(
        /security definer|create (?:or replace )?trigger|create (?:or replace )?function|revoke/i,
      );
      expect(sql).not.toMatch(/on auth\.users/i);
    },
  );

  it('creates profiles keyed by the user id, with RLS and one policy per thing a user may do', () => {
    const plan = planOk('set up login with user profiles (username, website)', emptyDatabase());
    const sql = sqlOf(plan);
    expect(sql[0]).toContain('id uuid primary key references auth.users(id) on delete cascade');
    expect(sql).toContain('alter table public.profiles enable row level security;');
    const policies = sql.filter((s) => s.startsWith('create policy'));
    expect(policies.map((p) => / for (\w+) /.exec(p)?.[1])).toEqual(['select', 'insert', 'update']);
    expect(policies.every((p) => p.includes('(select auth.uid()) = id'))).toBe(true);
    expect(plan.notes?.join(' ')).toContain('Profiles are created by your app after sign-up');
  });

  it('adds only the missing fields to profiles that exist, and keeps them optional', () => {
    const plan = planOk(
      'set up sign in with profiles that have a username, display name (required) and bio',
    );
    expect(sqlOf(plan)).toEqual([
      'alter table public.profiles add column display_name text;',
      'alter table public.profiles add column bio text;',
    ]);
    expect(plan.notes?.join(' ')).toContain('profiles already has username');
    expect(plan.notes?.join(' ')).toContain('Profile fields stay optional');
  });

  it('says that sign-in is already set up when every field asked for exists, and changes nothing', () => {
    const answer = refused('add user profiles with a username (unique) and avatar url');
    expect(answer.message).toBe(
      'Sign-in with profiles is already set up: every user can have a profile row in profiles, and it already has username and avatar_url. There is nothing to change.',
    );
  });
});

describe('storage said in other words', () => {
  const bucketSql = (instruction: string) => sqlOf(planOk(instruction, emptyDatabase()))[0];

  it.each([
    ['let people upload a photo to each product', "values ('photos', 'photos', false, 5242880"],
    ['I want users to upload avatars, max 2 MB', "values ('avatars', 'avatars', false, 2097152"],
    [
      'let users upload receipts, up to 10 MB each',
      "values ('receipts', 'receipts', false, 10485760)",
    ],
    [
      'store uploaded files in a bucket called documents',
      "values ('documents', 'documents', false)",
    ],
    ['add a public folder for product photos', "values ('product-photos', 'product-photos', true"],
  ])('%s', (instruction, values) => expect(bucketSql(instruction)).toContain(values));
});

describe('a place for files, asked for in passing', () => {
  it.each([
    ['can I have a place to store our price lists as pdfs', 'price-lists'],
    ['could we get somewhere safe to keep signed contracts', 'signed-contracts'],
    ['we need somewhere to upload the floor plans for our flats', 'flat-floor-plans'],
  ])('%s → %s', (instruction, bucket) => {
    expect(sqlOf(planOk(instruction, emptyDatabase()))[0]).toContain(`'${bucket}'`);
  });
});

describe('deleting a bucket', () => {
  const withBuckets = (): PlannerContext => ({
    database: { tables: [], buckets: ['old-posters', 'logos'] },
  });
  it('drops the rules of its files, then the bucket', () => {
    const sql = sqlOf(planOk("bin the old-posters bucket, we don't use it", withBuckets()));
    expect(sql.at(-1)).toBe("delete from storage.buckets where id = 'old-posters';");
    expect(sql.slice(0, -1).every((s) => s.startsWith('drop policy if exists'))).toBe(true);
  });
  it('says which buckets there are when the one named is not one of them', () => {
    expect(refused('delete the posters bucket', withBuckets()).message).toMatch(
      /no bucket called posters.*old-posters and logos/,
    );
  });
});
