import { describe, expect, it } from 'vitest';
import { contextAfter, planOk, refused } from '../../../tests/planner/helpers';

/** Changes said as news about a row, with no verb of changing (implied-changes.ts). */
const kennel = () =>
  contextAfter(
    'create a table called dogs with a name, a breed, an owner and a weight in kg',
    'add these dogs: Bramble (collie, Ann Lee, 21), Pip (terrier, Raj Shah, 8)',
    'create a table called plans with a client name, a tier, a fee and a deposit',
    'add these plans: Moreno Family (basic, 40, 10), Kit Ward (plus, 60, 20)',
    'create a table called bikes with a model, a price and an in stock column that is true or false',
    'add these bikes: Trail One (900, false), City Two (450, false)',
  );
const step = (instruction: string) => planOk(instruction, kennel()).steps[0];

describe('news about one row', () => {
  it('puts a number said with its unit in the column of that unit', () => {
    expect(step('Bramble was on the scales today, she is 23kg now, bless her')).toEqual({
      kind: 'data.updateWhere',
      table: 'dogs',
      where: [{ column: 'name', op: 'is', value: 'Bramble' }],
      values: { weight_kg: 23 },
    });
  });
  it('reads "it is N now" as the price, and a new tier beside it', () => {
    expect(step('the Morenos went up to plus, so it is 60 now not 40')).toMatchObject({
      table: 'plans',
      where: [{ column: 'client_name', value: 'Moreno Family' }],
      values: { fee: 60 },
    });
    expect(step('the Morenos have upgraded to plus')).toMatchObject({
      values: { tier: 'plus' },
    });
  });
  it('fills the column said just before the number', () => {
    expect(step('Kit has paid a deposit of 35 now')).toMatchObject({
      where: [{ column: 'client_name', value: 'Kit Ward' }],
      values: { deposit: 35 },
    });
  });
  it('never guesses the column of a bare number said of a person', () => {
    expect(refused('Kit is 32 now', kennel()).message).toMatch(/could not turn/);
  });
});

describe('news about every row', () => {
  it('sets the yes/no column the state names', () => {
    expect(step('good news, every bike is in stock again')).toEqual({
      kind: 'data.updateWhere',
      table: 'bikes',
      where: [],
      values: { in_stock: true },
    });
  });
});

describe('a price said after or before the row', () => {
  it('reads "make the … £30", "30 quid" and "charge £9.50 for …"', () => {
    expect(step('make Trail One 950 quid')).toMatchObject({
      table: 'bikes',
      where: [{ column: 'model', value: 'Trail One' }],
      values: { price: 950 },
    });
    expect(step('charge $425.50 for the City Two')).toMatchObject({
      where: [{ column: 'model', value: 'City Two' }],
      values: { price: 425.5 },
    });
  });
});

describe('stock gone and amounts moved', () => {
  const shop = () =>
    contextAfter(
      'create a table called records with a title, an artist, a genre, a price and a stock count',
      'add these records: Blue Moon (Ada Rey, jazz, 20, 3), Low Sun (Ada Rey, soul, 18, 2), Red Sky (Bo Lim, jazz, 25, 5)',
    );
  const first = (instruction: string) => planOk(instruction, shop()).steps[0];
  it('sets the stock to nothing on the rows a held word names', () => {
    expect(first("count's done, turns out we've got none of the Ada Rey records left")).toEqual({
      kind: 'data.updateWhere',
      table: 'records',
      where: [{ column: 'artist', op: 'is', value: 'Ada Rey' }],
      values: { stock_count: 0 },
    });
    expect(first("we've sold out of Red Sky")).toMatchObject({
      where: [{ column: 'title', value: 'Red Sky' }],
      values: { stock_count: 0 },
    });
  });
  it('moves a number up or down on one row or on the rows of a held word', () => {
    expect(first('knock 5% off Blue Moon, it is scratched')).toMatchObject({
      where: [{ column: 'title', value: 'Blue Moon' }],
      adjust: { price: { op: 'multiply', by: 0.95 } },
    });
    expect(first('vinyl costs more now so put all the jazz up by £2')).toMatchObject({
      where: [{ column: 'genre', op: 'is', value: 'jazz' }],
      adjust: { price: { op: 'add', by: 2 } },
    });
    expect(first('take a tenner off Red Sky')).toMatchObject({
      adjust: { price: { op: 'add', by: -10 } },
    });
  });
  it('deletes every row holding a word, said "all the … from"', () => {
    expect(first('clear out all the jazz from records')).toEqual({
      kind: 'data.deleteWhere',
      table: 'records',
      where: [{ column: 'genre', op: 'is', value: 'jazz' }],
    });
  });
});

describe('people who paid, said with where and when', () => {
  it('marks each of them paid', () => {
    const lessons = contextAfter(
      'create a table called lessons with a name, a price and a paid column that is true or false',
      'add these lessons: Ivy Cole (30, false), Raj Dev (30, false)',
    );
    expect(planOk('Ivy and Raj both paid cash at the lake this afternoon', lessons).steps).toEqual([
      {
        kind: 'data.updateWhere',
        table: 'lessons',
        where: [{ column: 'name', op: 'is', value: 'Ivy Cole' }],
        values: { paid: true },
        one: true,
      },
      {
        kind: 'data.updateWhere',
        table: 'lessons',
        where: [{ column: 'name', op: 'is', value: 'Raj Dev' }],
        values: { paid: true },
        one: true,
      },
    ]);
  });
});

describe('a new number for a row or for the rows of a held word', () => {
  const salon = () =>
    contextAfter(
      'create a table called services with a name, a kind and a price',
      'add these services: Cut and Dry (cut, 40), Full Colour (colour, 90), Root Touch Up (colour, 60)',
    );
  const first = (instruction: string) => planOk(instruction, salon()).steps[0];
  it('reads "put X up to N" and "X is going to be £N from now on"', () => {
    expect(first('dye costs more, so put the cut and dry up to 45')).toMatchObject({
      where: [{ column: 'name', value: 'Cut and Dry' }],
      values: { price: 45 },
    });
    expect(first('Full Colour is going to be ninety-five quid from now on')).toMatchObject({
      where: [{ column: 'name', value: 'Full Colour' }],
      values: { price: 95 },
    });
  });
  it('reads "we are putting colours up to 100 across the board" for every row of that kind', () => {
    expect(first("we're putting colours up to 100 across the board")).toEqual({
      kind: 'data.updateWhere',
      table: 'services',
      where: [{ column: 'kind', op: 'is', value: 'colour' }],
      values: { price: 100 },
    });
  });
});

describe('more news about rows', () => {
  const studio = () =>
    contextAfter(
      'create a table called members with a name, a membership type and a paid column that is true or false',
      'add these members: Rhea Moss (pay as you go, false), Tom Pike (monthly, false)',
      'create a table called staff with a name and an hourly rate',
      'add these staff: Dee (12), Sol (13)',
      'create a table called loaves with a name and a stock count',
      'add these loaves: Spelt (4), Rye (2)',
      'create a table called repairs with a customer and a status',
      'add these repairs: Ola Price (waiting), Ben Fry (waiting)',
      'create a table called sessions with a client and a state',
      'add these sessions: Ivo (cancelled), Max (booked)',
    );
  const first = (instruction: string) => planOk(instruction, studio()).steps[0];
  it('reads the plan someone is on now, a pay rise given, and the last one sold', () => {
    expect(
      first("rhea's signed up properly! she's on monthly now instead of pay as you go"),
    ).toMatchObject({ where: [{ value: 'Rhea Moss' }], values: { membership_type: 'monthly' } });
    expect(first("Dee's been brilliant, give her a 5% pay rise")).toMatchObject({
      where: [{ value: 'Dee' }],
      adjust: { hourly_rate: { op: 'multiply', by: 1.05 } },
    });
    expect(first('sold the last bit of rye this morning so that is gone')).toMatchObject({
      where: [{ value: 'Rye' }],
      values: { stock_count: 0 },
    });
  });
  it('reads everyone\'s paid, a row\'s new state named by "that one", and either spelling', () => {
    expect(first("yay!! everyone's paid for the term, tick them all off")).toEqual({
      kind: 'data.updateWhere',
      table: 'members',
      where: [],
      values: { paid: true },
    });
    expect(first("Ola Price came in for her bike, so that one's collected now")).toMatchObject({
      where: [{ value: 'Ola Price' }],
      values: { status: 'collected' },
    });
    expect(first('clear out the canceled sessions')).toMatchObject({
      kind: 'data.deleteWhere',
      where: [{ column: 'state', value: 'cancelled' }],
    });
  });
});
