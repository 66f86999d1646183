import { describe, expect, it } from 'vitest';
import { planInstruction, type PlannerContext } from '@shared/planner';
import { contextAfter, planOk, refused, sqlOf } from '../../../tests/planner/helpers';

/** Rows said loosely: values placed by the words next to them and by their shape. */
const shop = () =>
  contextAfter(
    'create a table called gear with a name, a price and a quantity (whole number)',
    'create a clients table with a name, an email and a town',
    'create a table called invoices with a client name, an amount and a status',
    'create a people table with first name, last name, phone and company',
    'create a gigs table with a title, a day (date) and a venue',
    'create a habits table with a title and a completed checkbox',
  );
const rows = (instruction: string, context: PlannerContext = shop()) =>
  planOk(instruction, context).steps.map((s) =>
    s.kind === 'data.insertRows' ? { table: s.table, rows: s.rows } : s,
  );

describe('values placed by their words and shapes', () => {
  it.each([
    [
      'hey can you add a client: Priya Shah, priya@shah.dev, from Leicester',
      'clients',
      [{ name: 'Priya Shah', email: 'priya@shah.dev', town: 'Leicester' }],
    ],
    [
      'add client Omar Haddad omar@h.io Lyon',
      'clients',
      [{ name: 'Omar Haddad', email: 'omar@h.io', town: 'Lyon' }],
    ],
    [
      'add a new client - Ines Duarte / ines@d.pt / Porto',
      'clients',
      [{ name: 'Ines Duarte', email: 'ines@d.pt', town: 'Porto' }],
    ],
    [
      'add some gear called Head torch priced 29.50 with 7 in stock',
      'gear',
      [{ name: 'Head torch', price: 29.5, quantity: 7 }],
    ],
    [
      'new gear called Stove, costs 60, 3 left',
      'gear',
      [{ name: 'Stove', price: 60, quantity: 3 }],
    ],
    [
      'add an invoice: Bo Chen - 120 - overdue',
      'invoices',
      [{ client_name: 'Bo Chen', amount: 120, status: 'overdue' }],
    ],
    [
      'add a person: Sam Okafor, +44 7700 900123, Initech',
      'people',
      [{ first_name: 'Sam', last_name: 'Okafor', phone: '+44 7700 900123', company: 'Initech' }],
    ],
    [
      'add a gig called Album launch on 2027-03-14 in Glasgow',
      'gigs',
      [{ title: 'Album launch', day: '2027-03-14', venue: 'Glasgow' }],
    ],
    ['add a habit: stretch, completed', 'habits', [{ title: 'stretch', completed: true }]],
  ])('%s', (instruction, table, expected) =>
    expect(rows(instruction)).toEqual([{ table, rows: expected }]),
  );

  it('reads several rows a line, a semicolon or a count apart', () => {
    expect(
      rows('add 2 clients: Ann Ek, ann@ek.se, Malmo; Per Lind, per@lind.se, Lund')[0],
    ).toMatchObject({
      rows: [
        { name: 'Ann Ek', email: 'ann@ek.se', town: 'Malmo' },
        { name: 'Per Lind', email: 'per@lind.se', town: 'Lund' },
      ],
    });
    expect(rows('add these habits:\n- drink water\n- read 10 pages')[0]).toMatchObject({
      rows: [{ title: 'drink water' }, { title: 'read 10 pages' }],
    });
    expect(rows('add 3 habits: walk, take out the bins, journal')[0]).toMatchObject({
      rows: [{ title: 'walk' }, { title: 'take out the bins' }, { title: 'journal' }],
    });
    expect(rows('add 2 gear: Mat for 15, Pump for 9.99')[0]).toMatchObject({
      rows: [
        { name: 'Mat', price: 15 },
        { name: 'Pump', price: 9.99 },
      ],
    });
  });

  it('cuts a row said without commas at column names, numbers, dates and yes/no words', () => {
    expect(
      rows('add gear: Head torch price 29.50 quantity 4; Stove price 60 quantity 1')[0],
    ).toMatchObject({
      rows: [
        { name: 'Head torch', price: 29.5, quantity: 4 },
        { name: 'Stove', price: 60, quantity: 1 },
      ],
    });
    expect(rows('add invoices: Acme 120 paid; Bolt 75.5 overdue')[0]).toMatchObject({
      rows: [
        { client_name: 'Acme', amount: 120, status: 'paid' },
        { client_name: 'Bolt', amount: 75.5, status: 'overdue' },
      ],
    });
    expect(rows('add habits: stretch completed; floss not completed')[0]).toMatchObject({
      rows: [
        { title: 'stretch', completed: true },
        { title: 'floss', completed: false },
      ],
    });
    // A number that belongs to the words stays with them when no number column could take it.
    expect(rows('add these habits:\n- read 10 pages\n- walk 5 km')[0]).toMatchObject({
      rows: [{ title: 'read 10 pages' }, { title: 'walk 5 km' }],
    });
  });

  it('finds the table from the values when no table is named', () => {
    expect(rows('add a Tent for 120 with 2 in stock')).toEqual([
      { table: 'gear', rows: [{ name: 'Tent', price: 120, quantity: 2 }] },
    ]);
  });

  it('reads pasted lines without a header by their shape', () => {
    expect(
      rows('here are our newest clients, could you add them\nli@x.cn\tLi Wei\nbo@y.se\tBo Ek'),
    ).toEqual([
      {
        table: 'clients',
        rows: [
          { email: 'li@x.cn', name: 'Li Wei' },
          { email: 'bo@y.se', name: 'Bo Ek' },
        ],
      },
    ]);
  });

  it('asks which column a word is for when two could take it', () => {
    const context = contextAfter('create a venues table with a name, a city and a country');
    const result = planInstruction('add a venue: The Hall, Leeds', { context });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.clarification?.choices.map((c) => c.label)).toEqual(['city', 'country']);
    const choice = result.clarification?.choices[0]?.instruction ?? '';
    expect(rows(choice, context)[0]).toMatchObject({
      rows: [{ name: 'The Hall', city: 'Leeds' }],
    });
  });

  it('says which value fits no column rather than guessing', () => {
    expect(refused('add a client: Ann, 42', shop()).message).toContain(
      'which column of clients "42" is for',
    );
  });
});

describe('rows listed with values in brackets', () => {
  const bar = () =>
    contextAfter(
      'create a table called ciders with a name, a maker and a batch',
      'create a table called shifts with a shift day and hours worked',
      'create a table called queue with a name and a joined date',
    );
  it('places a number in the text column at its place in the list', () => {
    expect(
      rows('add these ciders: Orchard Gold (Hale Farm, 5.1), Red Pip (Tor Press, 6)', bar()),
    ).toEqual([
      {
        table: 'ciders',
        rows: [
          { name: 'Orchard Gold', maker: 'Hale Farm', batch: '5.1' },
          { name: 'Red Pip', maker: 'Tor Press', batch: '6' },
        ],
      },
    ]);
  });
  it('adds rows to a table with no text column', () => {
    expect(rows('add these shifts: 2026-05-04 (7), 2026-05-05 (8)', bar())).toEqual([
      {
        table: 'shifts',
        rows: [
          { shift_day: '2026-05-04', hours_worked: 7 },
          { shift_day: '2026-05-05', hours_worked: 8 },
        ],
      },
    ]);
  });
  it('reads "add these people to the queue:" and "add to the queue:" with names', () => {
    expect(
      rows('add these people to the queue: Oona (2026-01-09), Piet (2026-01-11)', bar()),
    ).toEqual([
      {
        table: 'queue',
        rows: [
          { name: 'Oona', joined_date: '2026-01-09' },
          { name: 'Piet', joined_date: '2026-01-11' },
        ],
      },
    ]);
    expect(rows('add to the queue: Oona, Piet', bar())).toEqual([
      { table: 'queue', rows: [{ name: 'Oona' }, { name: 'Piet' }] },
    ]);
  });
  it('never reads column words after a colon as rows', () => {
    expect(sqlOf(planOk('add to the queue: phone, notes', bar()))).toEqual([
      'alter table public.queue add column phone text;',
      'alter table public.queue add column notes text;',
    ]);
  });
});
