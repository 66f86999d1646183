import { describe, expect, it } from 'vitest';
import { contextAfter, planOk } from '../../../tests/planner/helpers';

/** Row changes said as news about the business: sales, arrivals, renames, people leaving a list. */
const bakery = () =>
  contextAfter(
    'create a table called loaves with a name, a price and a stock count',
    'add these loaves: Rye Crown (4, 12), Seeded Batch (3, 9)',
    'create a table called tabs with a customer name, a total and a status',
    'add these tabs: Ivo (12, open), Pia (8, open)',
    'create a table called regulars with a name, an email and a town',
    'create a table called mailing with an email and an opted in checkbox',
    'add these to mailing: u@v.com (yes), w@v.com (yes)',
    'create a table called enquiries with a name, an email and a channel',
    'add these enquiries: Kai (kai@v.com, flyer), Dummy A (a@dummy.io, web), Dummy B (b@dummy.io, web)',
  );
const step = (instruction: string) => planOk(instruction, bakery()).steps[0];

describe('news about rows', () => {
  it('takes a sale off the stock, numbers said in words and plurals included', () => {
    expect(step('we sold two seeded batches this morning, knock the stock down')).toMatchObject({
      kind: 'data.updateWhere',
      where: [{ column: 'name', op: 'is', value: 'Seeded Batch' }],
      adjust: { stock_count: { op: 'add', by: -2 } },
    });
  });
  it('renames a row said to be called something else now', () => {
    expect(step("'Rye Crown' is now called 'Dark Rye Crown'")).toMatchObject({
      where: [{ column: 'name', op: 'is', value: 'Rye Crown' }],
      values: { name: 'Dark Rye Crown' },
    });
  });
  it('sets every row when the column itself is named in the plural', () => {
    expect(step('every single tab is paid up now, flip all the statuses to paid')).toEqual({
      kind: 'data.updateWhere',
      table: 'tabs',
      where: [],
      values: { status: 'paid' },
    });
  });
  it('unsubscribes by unticking the box that keeps someone on the list', () => {
    expect(step('unsubscribe w@v.com, they asked to be taken off')).toMatchObject({
      kind: 'data.updateWhere',
      table: 'mailing',
      where: [{ column: 'email', op: 'is', value: 'w@v.com' }],
      values: { opted_in: false },
    });
  });
  it('adds someone who just joined, leaving out what they do not have yet', () => {
    expect(step("new regular just joined: Esme, no email yet, she's from Hove")).toEqual({
      kind: 'data.insertRows',
      table: 'regulars',
      rows: [{ name: 'Esme', town: 'Hove' }],
    });
  });
  it('deletes the ones a remark after a comma picks out', () => {
    expect(step('clear out the fake enquiries pls, the ones w/ @dummy.io emails')).toEqual({
      kind: 'data.deleteWhere',
      table: 'enquiries',
      where: [{ column: 'email', op: 'contains', value: '@dummy.io' }],
    });
  });
});

describe('rows named the way people talk about them', () => {
  const club = () =>
    contextAfter(
      'create a table called riders with a name, an email and a phone number',
      'add these riders: Ines Moreau (ines@v.com, 0700 111), Tom (tom@v.com, 0700 222)',
      'create a table called zines with a title and an author',
      'add these zines: Pedal Povver (Ana), Night Rides (Bo)',
      'create a table called passes with a holder and a pass type',
      'add these passes: Kit Lane (monthly), Ro Diaz (day)',
      'create a table called classes with a name and a discipline',
      'add these classes: Ama (spin), Bea (yoga), Cy (spin)',
      'create a table called books with a title and a stock count',
      'add these books: The Long Road (6), Slow Hills (2)',
    );
  const step = (instruction: string) => planOk(instruction, club()).steps[0];
  it('adds a new rider said with a word about the business and "his mobile is"', () => {
    expect(step('new weekend rider: Sol Park, his mobile is 0700 333')).toEqual({
      kind: 'data.insertRows',
      table: 'riders',
      rows: [{ name: 'Sol Park', phone_number: '0700 333' }],
    });
  });
  it('finds a row by its first name and reads a value after "now -"', () => {
    expect(step("ines's got a new email now - ines.m@v.org")).toMatchObject({
      where: [{ column: 'name', op: 'is', value: 'Ines Moreau' }],
      values: { email: 'ines.m@v.org' },
    });
  });
  it('finds a title said without its article', () => {
    expect(step('sold two copies of The Long Road today, update the stock count')).toMatchObject({
      where: [{ column: 'title', op: 'is', value: 'The Long Road' }],
      adjust: { stock_count: { op: 'add', by: -2 } },
    });
  });
  it('renames a row when a typo "should be" fixed, never the site title', () => {
    expect(step("typo in a zine title, 'Pedal Povver' should be 'Pedal Power'")).toMatchObject({
      kind: 'data.updateWhere',
      where: [{ column: 'title', op: 'is', value: 'Pedal Povver' }],
      values: { title: 'Pedal Power' },
    });
    expect(
      step("set the title to 'Night Ride' for zines where title is Night Rides"),
    ).toMatchObject({ kind: 'data.updateWhere', table: 'zines' });
  });
  it('gives a row a new kind said in lower case', () => {
    expect(
      step('kit lane upgraded to the annual pass today, can you change her on the system'),
    ).toEqual({
      kind: 'data.updateWhere',
      table: 'passes',
      where: [{ column: 'holder', op: 'is', value: 'Kit Lane' }],
      values: { pass_type: 'annual pass' },
    });
  });
  it('takes someone off "our list" and everyone doing a thing', () => {
    expect(step("Tom's moving abroad, take him off our list")).toMatchObject({
      kind: 'data.deleteWhere',
      table: 'riders',
      where: [{ column: 'name', op: 'is', value: 'Tom' }],
    });
    expect(step('remove everyone who was doing spin')).toEqual({
      kind: 'data.deleteWhere',
      table: 'classes',
      where: [{ column: 'discipline', op: 'is', value: 'spin' }],
    });
  });
});
