import { beforeAll, describe, expect, it } from 'vitest';
import type { TableInfo } from '@server/services/project-db';
import { ensureSqlParser } from '@server/services/project-db/sql-parser';
import { PROFILES_RLS_DESCRIPTION, advisorFindings } from './advisor-lints';

const table = (overrides: Partial<TableInfo>): TableInfo => ({
  schema: 'public',
  name: 'notes',
  rls: true,
  columns: [
    { name: 'id', type: 'uuid', nullable: false, default: null },
    { name: 'user_id', type: 'uuid', nullable: true, default: null },
  ],
  policies: [
    {
      name: 'own',
      command: 'ALL',
      roles: ['authenticated'],
      using: '(auth.uid() = user_id)',
      withCheck: null,
    },
  ],
  indexes: [{ name: 'notes_pkey', columns: ['id'], unique: true }],
  foreignKeys: [],
  ...overrides,
});
const codes = (tables: TableInfo[], keys = new Set(['notes', 'profiles'])) =>
  advisorFindings(tables, keys).map((f) => f.code);

beforeAll(() => ensureSqlParser());

describe('advisor lints', () => {
  it('finds nothing on a protected, indexed table with a primary key', () => {
    expect(codes([table({})])).toEqual([]);
  });

  it('names each finding as splinter does', () => {
    expect(codes([table({ rls: false, policies: [] })])).toEqual(['rls_disabled_in_public']);
    expect(codes([table({ rls: false })])).toEqual(['policy_exists_rls_disabled']);
    expect(codes([table({ policies: [] })])).toEqual(['rls_enabled_no_policy']);
    expect(
      codes([
        table({
          policies: [
            { name: 'open', command: 'UPDATE', roles: ['public'], using: 'true', withCheck: null },
          ],
        }),
      ]),
    ).toEqual(['rls_policy_always_true']);
    expect(
      codes([
        table({
          foreignKeys: [
            {
              columns: ['user_id'],
              references: { schema: 'auth', table: 'users', columns: ['id'] },
            },
          ],
        }),
      ]),
    ).toEqual(['unindexed_foreign_keys']);
    expect(codes([table({})], new Set())).toEqual(['no_primary_key']);
  });

  it('lets anyone read with an always-true SELECT policy without a finding, and ignores other schemas', () => {
    expect(
      codes([
        table({
          policies: [
            { name: 'read', command: 'SELECT', roles: ['anon'], using: 'true', withCheck: null },
          ],
        }),
      ]),
    ).toEqual([]);
    expect(codes([table({ schema: 'storage', rls: false, policies: [] })])).toEqual([]);
  });

  it('uses the profiles words and fixes it with an owner policy', () => {
    const [finding] = advisorFindings(
      [
        table({
          name: 'profiles',
          rls: false,
          policies: [],
          columns: [{ name: 'id', type: 'uuid', nullable: false, default: null }],
          foreignKeys: [
            { columns: ['id'], references: { schema: 'auth', table: 'users', columns: ['id'] } },
          ],
        }),
      ],
      new Set(['profiles']),
    );
    expect(finding?.description).toBe(PROFILES_RLS_DESCRIPTION);
    expect(finding?.fix?.sql).toEqual([
      'alter table public.profiles enable row level security',
      'create policy profiles_owner_all on public.profiles for all to authenticated using ((select auth.uid()) = id) with check ((select auth.uid()) = id)',
    ]);
  });

  it('offers read access for signed-in users where it cannot tell whose rows they are, and no fix for an open rule', () => {
    const noOwner = [{ name: 'id', type: 'uuid', nullable: false, default: null }];
    const [locked] = advisorFindings(
      [table({ policies: [], columns: noOwner })],
      new Set(['notes']),
    );
    expect(locked?.fix?.sql).toEqual([
      'create policy notes_signed_in_read on public.notes for select to authenticated using (true)',
    ]);
    const open = [
      {
        name: 'open',
        command: 'DELETE' as const,
        roles: ['public'],
        using: 'true',
        withCheck: null,
      },
    ];
    const [always] = advisorFindings(
      [table({ policies: open, columns: noOwner })],
      new Set(['notes']),
    );
    expect(always).toMatchObject({ code: 'rls_policy_always_true', fix: null });
  });
});
