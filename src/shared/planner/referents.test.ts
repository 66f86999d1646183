import { describe, expect, it } from 'vitest';
import { contextAfter, planOk } from '../../../tests/planner/helpers';

/** A remark about someone the rows hold, then a request that points back at them. */
const salon = () =>
  contextAfter(
    'create a table called treatments with a name, a price and a stock count',
    'add these treatments: Hot Towel (15, 8), Beard Oil (9, 20)',
    'create a table called visits with a client name, a total and a status',
    'add these visits: Priya (30, booked), Omar (45, booked), Priya (20, paid)',
    'create a table called slots with a client and a stylist',
    'add these slots: Priya (Marta), Omar (Jonas), Lee (Jonas)',
  );
const steps = (instruction: string) => planOk(instruction, salon()).steps;

describe('a remark, then "it", "her", "his"', () => {
  it('names the row the remark is about', () => {
    expect(steps("we don't offer the Hot Towel any more, drop it from treatments")).toEqual([
      {
        kind: 'data.deleteWhere',
        table: 'treatments',
        where: [{ column: 'name', op: 'is', value: 'Hot Towel' }],
        one: true,
      },
    ]);
    expect(steps('beard oil ran out, put its stock to 0')[0]).toMatchObject({
      where: [{ column: 'name', op: 'is', value: 'Beard Oil' }],
      values: { stock_count: 0 },
    });
  });
  it('reads "her visits" as every visit of hers', () => {
    expect(steps('Priya settled up yesterday so mark her visits as paid')[0]).toEqual({
      kind: 'data.updateWhere',
      table: 'visits',
      where: [{ column: 'client_name', op: 'is', value: 'Priya' }],
      values: { status: 'paid' },
    });
  });
  it('reads "every slot he has" and "his slots" by the column that holds the name', () => {
    expect(steps('jonas is away next week - cancel every slot he has')[0]).toMatchObject({
      kind: 'data.deleteWhere',
      where: [{ column: 'stylist', op: 'is', value: 'Jonas' }],
    });
    expect(steps('Jonas has left, so move all his slots to Marta')[0]).toMatchObject({
      where: [{ column: 'stylist', op: 'is', value: 'Jonas' }],
      values: { stylist: 'Marta' },
    });
  });
  it('never takes a state the request says for the one it points back to', () => {
    expect(steps('Omar paid by card - mark his visit as paid')[0]).toMatchObject({
      where: [{ column: 'client_name', op: 'is', value: 'Omar' }],
      values: { status: 'paid' },
    });
  });
  it('reads "Jonas\'s slots" as the rows that hold his name, never a name with \'s', () => {
    expect(steps("delete Jonas's slots")[0]).toEqual({
      kind: 'data.deleteWhere',
      table: 'slots',
      where: [{ column: 'stylist', op: 'is', value: 'Jonas' }],
    });
    expect(steps('Lee moved away, so reassign all of her slots over to Marta')[0]).toMatchObject({
      where: [{ column: 'client', op: 'is', value: 'Lee' }],
      values: { stylist: 'Marta' },
    });
  });
  it('cancels by status where the table keeps one', () => {
    expect(steps("cancel Omar's visits")[0]).toMatchObject({
      kind: 'data.updateWhere',
      values: { status: 'cancelled' },
    });
  });
});
