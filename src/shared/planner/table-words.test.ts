import { describe, expect, it } from 'vitest';
import type { PlannerContext } from '@shared/planner';
import { contextAfter, planOk, sqlOf } from '../../../tests/planner/helpers';

/** New tables described the way founders describe them: names given last, lists, links and asides. */
const columnsOf = (instruction: string, context?: PlannerContext) => {
  const after = planOk(instruction, context ?? contextAfter()).after;
  return Object.fromEntries(
    (after.database?.tables ?? [])
      .filter(
        (t) =>
          t.name !== 'profiles' &&
          !(context?.database?.tables ?? []).some((c) => c.name === t.name),
      )
      .map((t) => [
        t.name,
        Object.fromEntries(
          t.columns
            .filter((c) => !/^(?:id|created_at)$/.test(c.name))
            .map((c) => [
              c.name,
              `${c.type}${c.nullable ? '' : ' required'}${c.default ? ` = ${c.default}` : ''}`,
            ]),
        ),
      ]),
  );
};

describe('tables said loosely', () => {
  it('takes the name said after the list', () => {
    expect(
      columnsOf(
        'i need a table for bike hire bookings: rider name, bike, hire date. call it hires',
      ),
    ).toEqual({ hires: { rider_name: 'text', bike: 'text', hire_date: 'date' } });
    expect(
      columnsOf(
        "we need to keep our venues - venue name (that's a must), town and website. call the table venues",
      ),
    ).toEqual({ venues: { venue_name: 'text required', town: 'text', website: 'text' } });
  });
  it('reads the list in the sentence after a table made for someone', () => {
    expect(
      columnsOf(
        'can you set up a rides table for the club? each ride has a name, a leader, a start time and whether it has been called off',
      ),
    ).toEqual({
      rides: {
        name: 'text',
        leader: 'text',
        start_time: 'timestamp with time zone',
        called_off: 'boolean',
      },
    });
  });
  it('reads "a list of … called", "to track each one" and a starting value said as an assumption', () => {
    expect(
      columnsOf(
        "set up a list of our bike services called tune_ups: the service name and the price. price can't ever be blank",
      ),
    ).toEqual({ tune_ups: { service_name: 'text', price: 'numeric(12,2) required' } });
    expect(
      columnsOf(
        "I'd love a table called rallies to track each one: rally name, date and whether they've paid us (assume not paid to start with)",
      ),
    ).toEqual({ rallies: { rally_name: 'text', date: 'date', paid: 'boolean = false' } });
  });
  it('reads links said as "each … is for one of the …" and "which … it went to"', () => {
    const shop = contextAfter('create a table called riders with a name');
    expect(
      columnsOf(
        'we need a rentals table. each rental is for one of the riders, plus the bike code and when it is due back',
        shop,
      ),
    ).toEqual({
      rentals: { rider_id: 'uuid required', bike_code: 'text', due_date: 'date' },
    });
    expect(
      columnsOf(
        'i want to track what we pay - a refunds table with the amount in pounds and pence and which rider it went to',
        shop,
      ),
    ).toEqual({ refunds: { amount: 'numeric(12,2)', rider_id: 'uuid required' } });
  });
  it('keeps a name typed with underscores, and a notes bit is the notes', () => {
    expect(
      columnsOf('make me a spare_parts table: part name, and a notes bit for anything else'),
    ).toEqual({
      spare_parts: { part_name: 'text', notes: 'text' },
    });
  });
});

describe('column changes said loosely', () => {
  const venue = () =>
    contextAfter(
      'create a table called patrons with a name and an email',
      'create a table called tabs with a patron name, a total and a table number',
    );
  const sql = (instruction: string) => sqlOf(planOk(instruction, venue()));
  it.each([
    [
      'oh we need to store a phone number for patrons too',
      ['alter table public.patrons add column phone_number text;'],
    ],
    [
      'patrons can only have one account per email address',
      ['alter table public.patrons add constraint patrons_email_key unique (email);'],
    ],
    [
      'from now on every tab has to have a table number, no exceptions',
      ['alter table public.tabs alter column table_number set not null;'],
    ],
    [
      'add a regular tickbox for patrons, unticked unless we say otherwise',
      ['alter table public.patrons add column regular boolean default false;'],
    ],
    [
      'add a yes/no column called banned to patrons',
      ['alter table public.patrons add column banned boolean;'],
    ],
    [
      'for each patron we serve I want their favourite drink and how many visits they have made',
      [
        'alter table public.patrons add column favourite_drink text;',
        'alter table public.patrons add column visit_count integer;',
      ],
    ],
  ])('%s', (instruction, expected) => {
    expect(sql(instruction)).toEqual(expected);
  });
});
