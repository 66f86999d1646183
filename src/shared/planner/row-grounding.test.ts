import { describe, expect, it } from 'vitest';
import { contextAfter, planOk, refused } from '../../../tests/planner/helpers';

/** Values placed by what they are: a number names a row by its number, a date goes to the date. */
const shop = () =>
  contextAfter(
    'create a table called shipments with columns ref_number (integer), status (text) and carrier (text)',
    'create a table called gigs with columns name (text) and gig_date (date)',
    'create a table called stockists with columns name (text), email (text) and country (text)',
  );
const steps = (instruction: string) => planOk(instruction, shop()).steps;

describe('rows found and filled by the kind of value said', () => {
  it('finds a row by its number, not by its name', () => {
    expect(steps('shipment 88 is out the door, mark it as sent')[0]).toMatchObject({
      where: [{ column: 'ref_number', op: 'is', value: '88' }],
      values: { status: 'sent' },
    });
  });

  it('puts a date said about the row in the table’s date column', () => {
    expect(steps('stick the Winter Ball in the gigs table, it is on 2 March 2027')[0]).toEqual({
      kind: 'data.insertRows',
      table: 'gigs',
      rows: [{ name: 'Winter Ball', gig_date: '2027-03-02' }],
    });
  });

  it('asks for the year rather than dropping a date without one', () => {
    expect(refused('add Open Mic to gigs on March 9th', shop()).message).toMatch(/no year/);
  });

  it('deletes each row named in a list, and leaves the remark beside it out', () => {
    const deleted = steps(
      'remove the North Shop and the East Shop from stockists, they closed down',
    );
    expect(deleted.map((s) => (s.kind === 'data.deleteWhere' ? s.where[0]?.value : ''))).toEqual([
      'North Shop',
      'East Shop',
    ]);
  });

  it('reads a capitalised name put in a table as a row, never a column', () => {
    expect(steps('put the Moon Market in the stockists table')[0]).toMatchObject({
      kind: 'data.insertRows',
      rows: [{ name: 'Moon Market' }],
    });
  });
});

describe('row changes that used to run as something else', () => {
  const cafe = () =>
    contextAfter(
      'create a table called drinks with columns name (text), price (numeric) and stock (integer)',
    );

  it('reads "its price" after a remark about a row as that row’s price, never a type change', () => {
    expect(planOk("matcha's got pricier, set its price to 5.20", cafe()).steps).toEqual([
      {
        kind: 'data.updateWhere',
        table: 'drinks',
        where: [{ column: 'name', op: 'is', value: 'matcha' }],
        values: { price: 5.2 },
        one: true,
      },
    ]);
  });

  it('puts how many there are into the stock of the row added, never a row called "them"', () => {
    expect(planOk('add Chai Latte to drinks, £3.20, we have 12 of them', cafe()).steps).toEqual([
      {
        kind: 'data.insertRows',
        table: 'drinks',
        rows: [{ name: 'Chai Latte', price: 3.2, stock: 12 }],
      },
    ]);
  });

  it('deletes what has run out by its stock count', () => {
    expect(planOk('bin everything in drinks that has run out', cafe()).steps[0]).toMatchObject({
      kind: 'data.deleteWhere',
      where: [{ column: 'stock', op: 'le', value: 0 }],
    });
  });

  it('leaves where it was sold out of the row’s name', () => {
    expect(
      planOk('we sold 4 flat whites at the fair so take 4 off the drinks stock', cafe()).steps[0],
    ).toMatchObject({ where: [{ column: 'name', op: 'is', value: 'flat whites' }] });
  });
});

describe('values found in the project’s own rows', () => {
  const staff = () => {
    const context = contextAfter(
      'create a table called staff with columns name (text) and office (text)',
    );
    const table = context.database?.tables.find((t) => t.name === 'staff');
    if (table) table.values = { name: ['Ama', 'Bea'], office: ['Leeds', 'York', 'New York'] };
    return context;
  };

  it('moves every row holding a value to the new one, the longest value said winning', () => {
    expect(planOk('our New York office is now Boston', staff()).steps).toEqual([
      {
        kind: 'data.updateWhere',
        table: 'staff',
        where: [{ column: 'office', op: 'is', value: 'New York' }],
        values: { office: 'Boston' },
      },
    ]);
  });

  it('names a row by the column that holds the word, as it is stored', () => {
    expect(planOk('remove leeds from staff', staff()).steps[0]).toMatchObject({
      where: [{ column: 'office', op: 'is', value: 'Leeds' }],
    });
  });

  it('never sets every row to "from … to …" words', () => {
    expect(
      planOk('change office from New York to Los Angeles for all staff', staff()).steps,
    ).toEqual([
      {
        kind: 'data.updateWhere',
        table: 'staff',
        where: [{ column: 'office', op: 'is', value: 'New York' }],
        values: { office: 'Los Angeles' },
      },
    ]);
  });
});

describe('a row said with a remark about its person', () => {
  it('keeps one row when the place is said as "she is in …"', () => {
    const context = contextAfter(
      'create a table called clients with columns name (text), email (text) and city (text)',
    );
    expect(
      planOk('add a client: Mo Reyes, mo@example.com, she is in Leeds', context).steps,
    ).toEqual([
      {
        kind: 'data.insertRows',
        table: 'clients',
        rows: [{ name: 'Mo Reyes', email: 'mo@example.com', city: 'Leeds' }],
      },
    ]);
  });
});
