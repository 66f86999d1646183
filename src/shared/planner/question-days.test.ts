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
