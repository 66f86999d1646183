import { describe, expect, it } from 'vitest';
import { contextAfter, planOk } from '../../../tests/planner/helpers';

/** Questions said among remarks (question-remarks.ts) and the words around them. */
const studio = () =>
  contextAfter(
    'create a table called classes with a title, a teacher, a style, a price and hours',
    'add these classes: Morning Flow (Ines, yoga, 12, 2), Power Hour (Ines, pilates, 15, 1), Slow Stretch (Tom, yoga, 10, 3)',
    'create a table called shifts with a volunteer, a shift date and a role',
    'add these shifts: Ada (2026-12-25, kitchen), Ben (2026-12-24, door), Cy (2026-12-25, door)',
  );
const sql = (instruction: string) => {
  const [step] = planOk(instruction, studio()).steps;
  return step?.kind === 'query.select' ? step.sql : JSON.stringify(step);
};

describe('a question among remarks', () => {
  it('reads the question after a lead-in and a dash', () => {
    expect(sql('quick one - how many yoga classes do we run?')).toBe(
      "select count(*)::int as count from public.classes where (style ~* '\\yyoga\\y')",
    );
  });
  it('names who a pronoun points back to, from the remark before it', () => {
    expect(sql("sorting out ines's wages - how many hours has she taught altogether?")).toBe(
      "select sum(hours) as total_hours from public.classes where (teacher ~* '\\yines\\y')",
    );
  });
  it('reads the question someone else asked, and leaves the reason after it', () => {
    expect(sql('a member wants to know which is our priciest class? for the flyer')).toContain(
      'order by price desc',
    );
  });
  it('reads "just add up" as a total', () => {
    expect(sql('what do the classes bring in? just add up all the prices')).toBe(
      'select sum(price) as total_price from public.classes',
    );
  });
});

describe('days known by name', () => {
  it('reads Christmas Day on the rows’ own date', () => {
    expect(sql('how many people are on shift on christmas day?')).toContain(
      'shift_date >= make_date(extract(year from current_date)::int, 12, 25)',
    );
  });
});
