import { describe, expect, it } from 'vitest';
import { contextAfter, planOk } from '../../../tests/planner/helpers';

/** Questions said the way founders ask them, answered by one SELECT. */
const shop = () =>
  contextAfter(
    'create a table called parts with columns label (text), cost (numeric), stock (integer) and refurbished (boolean)',
    'create a table called rentals with columns renter (text), fee (numeric) and days (integer)',
    'create a table called invoices with columns client (text), amount (numeric), settled (boolean) and issued_at (timestamp with time zone, default now())',
    'create a table called members with columns email (text) and signed_up_at (timestamp with time zone, default now())',
  );
const sql = (question: string) => {
  const [step] = planOk(question, shop()).steps;
  return step?.kind === 'query.select' ? step.sql : '';
};

describe('questions in founders’ words', () => {
  it.each([
    [
      'how many parts have we got recorded in total?',
      'select count(*)::int as count from public.parts',
    ],
    ['anything in parts we have run out of?', 'select * from public.parts where stock <= 0'],
    ['refurbished parts under £40?', 'select * from public.parts where refurbished and cost < 40'],
    ['which rentals are longer than 10 days?', 'select * from public.rentals where days > 10'],
    [
      'what do our unsettled invoices come to?',
      'select sum(amount) as total_amount from public.invoices where settled is not true',
    ],
    [
      'lowest fee we charge for rentals?',
      'select * from public.rentals order by fee asc nulls last limit 1',
    ],
  ])('%s', (question, expected) => expect(sql(question)).toBe(expected));

  it('counts a period on when the rows happened, not when they were typed in', () => {
    expect(sql('number of invoices this month?')).toContain('where issued_at >=');
  });

  it('counts sign-ups in the table that keeps them', () => {
    expect(sql('how many people signed up this week?')).toContain(
      'from public.members where signed_up_at',
    );
  });

  it('ranks the one who paid the most, with whatever follows', () => {
    expect(sql('which renter has paid the most with us so far?')).toContain(
      'sum(a.fee) as total_fee from public.rentals a',
    );
  });
});
