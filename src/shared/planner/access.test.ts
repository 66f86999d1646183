import { describe, expect, it } from 'vitest';
import { contextAfter, planOk } from '../../../tests/planner/helpers';

const bookings = () => contextAfter('create a bookings table with date');
const policies = (instruction: string) =>
  planOk(instruction, bookings())
    .steps.flatMap((s) => (s.kind === 'sql' ? [s.sql] : []))
    .filter((sql) => sql.startsWith('create policy'));

describe('access rules that name the one who made a row', () => {
  it.each([
    'only whoever created a booking can see it',
    'only the person who made a booking can see it',
    'bookings are private to whoever created them',
    'make bookings visible only to the user who created them',
    'Only the creator of a booking can see it',
  ])('%s: the owner alone reads and writes their bookings', (instruction) => {
    const rules = policies(instruction);
    expect(rules).toHaveLength(4);
    expect(rules.every((sql) => sql.includes('(select auth.uid()) = user_id'))).toBe(true);
  });

  it('keeps the operations that were named', () => {
    const rules = policies('only whoever made a booking can edit or delete it');
    expect(rules.some((sql) => sql.includes('for select'))).toBe(false);
    expect(rules.some((sql) => sql.includes('for delete'))).toBe(true);
  });
});

describe('risk of widening access, as the server rates it', () => {
  it('rates a rule for anyone, or for every row, medium with the reason', () => {
    for (const instruction of [
      'anyone can read bookings',
      'signed-in users can see all bookings',
    ]) {
      const plan = planOk(instruction, bookings());
      expect(plan.risk).toBe('medium');
      expect(plan.riskReasons.join(' ')).toMatch(/widens access/);
    }
    expect(planOk('only the owner can see their bookings', bookings()).risk).toBe('low');
  });
});
