import { describe, expect, it } from 'vitest';
import { planInstruction } from '@shared/planner';
import { contextAfter, planOk, sqlOf } from '../../../tests/planner/helpers';

/** Sentences that once ran a plan doing something else: each is now read right, asked or refused. */
const hall = () =>
  contextAfter(
    'create a table called teams with a name',
    'create a table called players with a name and a shirt colour',
    'create a table called bookings with a guest email and a room',
    'create a table called regulars with a name',
  );

describe('never a plan that does something else', () => {
  it('reads a remark after a rename as a remark, never part of the new name', () => {
    expect(
      sqlOf(
        planOk(
          "can you rename shirt colour to kit colour? that's what the players call it",
          hall(),
        ),
      ),
    ).toEqual(['alter table public.players rename column shirt_colour to kit_colour;']);
  });
  it('never makes a table out of "… stuff -"', () => {
    expect(sqlOf(planOk('five-a-side stuff - each player plays for one team', hall()))[0]).toBe(
      'alter table public.players add column team_id uuid not null references public.teams(id) on delete cascade;',
    );
  });
  it('never reads a sentence about slow searches as a row change', () => {
    const result = planInstruction(
      "looking up bookings by the guest's email is getting really slow, can you speed that up?",
      { context: hall() },
    );
    expect(result.ok && result.plan.steps.some((s) => s.kind === 'data.updateWhere')).toBe(false);
  });
  it('asks which rows "the old ones" are rather than deleting a row called that', () => {
    const result = planInstruction('delete the old ones', { context: hall() });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.clarification?.question).toMatch(/count as old/);
  });
});

describe('values moved and places named by what they hold', () => {
  it('moves a plan value to another, never into the e-mail column', () => {
    const context = contextAfter(
      'create a table called patrons with an email and a tier',
      'add these patrons: a@v.io (bronze), b@v.io (gold)',
    );
    expect(
      planOk("we're retiring bronze — anyone on bronze should be moved to silver", context).steps,
    ).toEqual([
      {
        kind: 'data.updateWhere',
        table: 'patrons',
        where: [{ column: 'tier', op: 'is', value: 'bronze' }],
        values: { tier: 'silver' },
      },
    ]);
  });
  it('names a bucket by the things kept, never by the sentence about them', () => {
    expect(
      JSON.stringify(
        planOk(
          'I need somewhere to put photos of the horses after a ride so I can send them to riders',
          hall(),
        ).steps,
      ),
    ).toContain("values ('horse-photos', 'horse-photos'");
    expect(
      JSON.stringify(
        planOk(
          'Make a folder for our price list PDFs that anyone can download from the website.',
          hall(),
        ).steps,
      ),
    ).toContain("values ('price-list-pdfs', 'price-list-pdfs', true)");
  });
});
