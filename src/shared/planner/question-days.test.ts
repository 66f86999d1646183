import { describe, expect, it } from 'vitest';
import { contextAfter, planOk } from '../../../tests/planner/helpers';

/** Days, spans, names and "vs" in questions, read from the words and the project's own rows. */
const studio = () =>
  contextAfter(
    'create a table called lessons with a pupil, a tutor, a fee and a lesson date',
    'add these lessons: Noor (Ravi, 30, 2026-05-02), Tess (Ravi, 35, 2026-05-09), Ollie (Dana, 30, 2026-06-01)',
    'create a table called members with an email and a tier',
    'add these members: q@x.com (gold), r@x.com (basic), s@x.com (basic)',
  );
const sql = (question: string) => {
  const [step] = planOk(question, studio()).steps;
  return step?.kind === 'query.select' ? step.sql : '';
};

describe('days said in words', () => {
  it.each([
    [
      'how many lessons have been booked since May 2026?',
      "select count(*)::int as count from public.lessons where lesson_date >= '2026-05-01'",
    ],
    [
      'any lessons between the 1st and the 5th of May 2026?',
      "select * from public.lessons where lesson_date >= '2026-05-01' and lesson_date < ('2026-05-05'::date + interval '1 day')",
    ],
    [
      'show lessons on June 1st 2026',
      "select * from public.lessons where lesson_date >= '2026-06-01' and lesson_date < ('2026-06-01'::date + interval '1 day')",
    ],
    ['lessons before 2026-05-09?', "select * from public.lessons where lesson_date < '2026-05-09'"],
    [
      'how many lessons after March?',
      "select count(*)::int as count from public.lessons where lesson_date >= (make_date(extract(year from current_date)::int, 3, 1)::date + interval '1 month')",
    ],
  ])('%s', (question, expected) => {
    expect(sql(question)).toBe(expected);
  });
});

describe('names, counts and comparisons in questions', () => {
  it("reads a name with 's and a column said as what its people do", () => {
    expect(sql("who is Tess's tutor?")).toContain("where (pupil ~* '\\ytess\\y'");
    expect(sql("who's tutoring Ollie?")).toMatch(/^select tutor from public\.lessons where/);
  });
  it('takes the count said with the rows asked for', () => {
    expect(sql('which 2 lessons are the priciest?')).toBe(
      'select * from public.lessons order by fee desc nulls last limit 2',
    );
  });
  it('counts two values of one column side by side', () => {
    expect(sql('how many members are on gold vs basic?')).toBe(
      "select tier, count(*)::int as count from public.members where tier in ('gold', 'basic') group by 1 order by 2 desc, 1",
    );
  });
  it('never reads "X vs Y" as an app to build', () => {
    expect(planOk('how many members are on gold vs basic?', studio()).type).toBe('query');
  });
});

describe('questions with remarks, states and ranks said loosely', () => {
  const gym = () =>
    contextAfter(
      'create a table called sessions with a coach, a member name and a fee',
      'add these sessions: Iris (Nell, 20), Iris (Obi, 25), Ravi (Nell, 30)',
      'create a table called lockers with a locker name, a wing and an available flag that is true or false',
      'add these lockers: L1 (east, yes), L2 (west, no)',
      'create a table called kit with an item name and a quantity',
    );
  const charity = () =>
    contextAfter(
      'create a table called gifts with a giver and an amount',
      'add these gifts: Nell (40), Obi (15), Nell (10)',
    );
  const asked = (question: string) => {
    const [step] = planOk(question, gym()).steps;
    return step?.kind === 'query.select' ? step.sql : '';
  };
  it('leaves out a remark beside a question', () => {
    expect(asked("how much has nell paid in fees so far? she's after a discount")).toMatch(
      /^select sum\(fee\) as total_fee from public\.sessions where \(\w+ ~\* '\\ynell\\y'\)$/,
    );
  });
  it('reads "busiest", "given us the most" and "free" by what they mean', () => {
    expect(asked("who's our busiest coach at the moment?")).toMatch(
      /^select a\.coach, count\(\*\)::int as count from public\.sessions a .* order by 2 desc fetch first 1 rows with ties$/,
    );
    const [gift] = planOk("who's given us the most money overall?", charity()).steps;
    expect(gift?.kind === 'query.select' ? gift.sql : '').toMatch(
      /^select a\.giver, sum\(a\.amount\) as total_amount from public\.gifts a/,
    );
    expect(asked('which lockers in the east wing are free?')).toBe(
      "select * from public.lockers where available and (wing ~* '\\yeast\\y')",
    );
  });
  it('reads numbers in words after a comparison', () => {
    expect(asked('how many kit items have we got fewer than three of?')).toContain('quantity < 3');
  });
});
