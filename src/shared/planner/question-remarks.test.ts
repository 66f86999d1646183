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

describe('question words founders use', () => {
  const yard = () =>
    contextAfter(
      'create a table called allotments with a holder, an area and a paid yes/no column',
      'add these allotments: Ivy (20, true), Ned (15, false)',
      'create a table called sessions with a coach, hours, a fee and a session date',
      'add these sessions: Kofi (2, 30, 2026-03-09), Lu (3, 45, 2026-03-12)',
    );
  const read = (instruction: string) => {
    const [step] = planOk(instruction, yard()).steps;
    return step?.kind === 'query.select' ? step.sql : JSON.stringify(step);
  };
  it('reads a yes/no column made from "a paid yes/no column", and who has not paid', () => {
    expect(read('AGM soon... who still hasnt paid for their allotment?')).toBe(
      'select * from public.allotments where paid is not true',
    );
  });
  it('reads "clocked up", "typical … come to" and a day said as an ordinal word', () => {
    expect(read('payroll - how many hours has kofi clocked up altogether?')).toBe(
      "select sum(hours) as total_hours from public.sessions where (coach ~* '\\ykofi\\y')",
    );
    expect(read('what does a typical session come to?')).toBe(
      'select round(avg(fee), 2) as average_fee from public.sessions',
    );
    expect(read('how many sessions are on the ninth of march 2026?')).toContain("'2026-03-09'");
  });
  it("reads a question someone else is asking ('the club's asking which …')", () => {
    expect(read("the club's asking which sessions are over 40, can you pull them up")).toContain(
      'where fee > 40',
    );
  });
});

describe('names with titles, values said as worth, and the project asked about', () => {
  const surgery = () =>
    contextAfter(
      'create a table called visits with a patient, a vet, a treatment and a cost',
      'add these visits: Rex (Dr Amadi, jab, 40), Tib (Dr Lowe, scan, 90), Pip (Dr Amadi, scan, 85)',
    );
  const read = (instruction: string) => {
    const [step] = planOk(instruction, surgery()).steps;
    return step?.kind === 'query.select' ? step.sql : JSON.stringify(step);
  };
  it("reads a name after its title and 'the total value' as what the rows cost", () => {
    expect(
      read("for the practice meeting: what's the total value of all of dr amadi's visits?"),
    ).toBe("select sum(cost) as total_cost from public.visits where (vet ~* '\\yamadi\\y')");
  });
  it('tolerates a verb said of the rows, never a state', () => {
    expect(read('how many visits have we got sitting with Dr Lowe?')).toContain(
      "vet ~* '\\ylowe\\y'",
    );
  });
  it('answers what the project keeps and what is live, asked among remarks', () => {
    expect(read('what details are we actually storing for each visit?')).toContain(
      'information_schema.columns',
    );
    expect(read('my partner reckons the site is down - is there a version live right now?')).toBe(
      JSON.stringify({ kind: 'query.state', topic: 'live' }),
    );
  });
});
