import { describe, expect, it } from 'vitest';
import type { PolicyRule, TableRules } from '../../services/project-db/access-rules';
import { accessOf, changedAccess, visitorsGain } from './table-access';

const ALL = [true, true, true, true];
const table = (policies: Partial<PolicyRule>[], rls = true, name = 'products'): TableRules => ({
  table: name,
  rls,
  grants: { anon: ALL, authenticated: ALL },
  policies: policies.map((p) => ({
    cmd: '*',
    permissive: true,
    roles: ['public'],
    using: null,
    check: null,
    ...p,
  })),
});
const OWN = '(auth.uid() = user_id)';
const every = (level: 'yes' | 'some' | 'no') => ({
  read: level,
  add: level,
  change: level,
  delete: level,
});

describe('who may do what on a table, from its rules', () => {
  it('gives everyone everything when row level security is off, and nobody anything with no rule', () => {
    expect(accessOf(table([], false))).toEqual({
      table: 'products',
      visitors: every('yes'),
      signedIn: every('yes'),
    });
    expect(accessOf(table([]))).toMatchObject({ visitors: every('no'), signedIn: every('no') });
  });

  it('reads owner rules, Postgres printing them either way round or through a sub-select', () => {
    for (const using of [OWN, '(user_id = auth.uid())', '(( SELECT auth.uid() AS uid) = user_id)'])
      expect(accessOf(table([{ using, roles: ['authenticated'] }]))).toEqual({
        table: 'products',
        visitors: every('no'),
        signedIn: every('no'),
        owner: every('yes'),
      });
  });

  it('tells signed-in-only reading from public reading, and a condition from both', () => {
    const signedIn = accessOf(table([{ cmd: 'r', using: 'true', roles: ['authenticated'] }]));
    expect(signedIn.visitors.read).toBe('no');
    expect(signedIn.signedIn).toEqual({ read: 'yes', add: 'no', change: 'no', delete: 'no' });
    const byRole = accessOf(table([{ cmd: 'r', using: "(auth.role() = 'authenticated'::text)" }]));
    expect([byRole.visitors.read, byRole.signedIn.read]).toEqual(['no', 'yes']);
    const published = accessOf(table([{ cmd: 'r', using: '(published = true)', roles: ['anon'] }]));
    expect([published.visitors.read, published.signedIn.read]).toEqual(['some', 'no']);
  });

  it('limits adding by the check, and a restrictive rule narrows what permissive ones allow', () => {
    const adds = accessOf(table([{ cmd: 'a', check: OWN, roles: ['authenticated'] }]));
    expect([adds.signedIn.add, adds.owner?.add]).toEqual(['no', 'yes']);
    const narrowed = accessOf(
      table([
        { cmd: 'r', using: 'true' },
        { cmd: 'r', using: OWN, permissive: false },
      ]),
    );
    expect([narrowed.visitors.read, narrowed.signedIn.read, narrowed.owner?.read]).toEqual([
      'no',
      'no',
      'yes',
    ]);
  });

  it('needs a grant as well as a rule', () => {
    const rules = table([{ using: 'true' }]);
    rules.grants.anon = [false, false, false, false];
    expect(accessOf(rules).visitors).toEqual(every('no'));
  });
});

describe("what a plan's dry run changes", () => {
  it('lists new tables and tables whose access changed, not the others', () => {
    const before = [table([{ using: OWN }], true, 'notes'), table([], true, 'orders')];
    const after = [
      table([{ using: OWN }], true, 'notes'),
      table([{ cmd: 'r', using: 'true', roles: ['authenticated'] }], true, 'orders'),
      table([], true, 'tags'),
    ];
    expect(changedAccess(before, after).map((a) => a.table)).toEqual(['orders', 'tags']);
  });

  it('rates opening stored or owned rows to visitors, not opening an empty shared table', () => {
    const closed = [table([{ using: OWN, roles: ['authenticated'] }], true, 'notes')];
    const open = [table([{ cmd: 'r', using: 'true' }], true, 'notes')];
    expect(visitorsGain(closed, open, new Set(['notes']))).toEqual([
      'People who are not signed in will be able to read every row of notes.',
    ]);
    const empty = [table([], true, 'notes')];
    expect(visitorsGain(empty, open, new Set(['notes']))).toEqual([]);
    expect(visitorsGain(empty, open, new Set())).toHaveLength(1);
  });
});
