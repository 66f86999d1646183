import { describe, expect, it } from 'vitest';
import { contextAfter, planOk } from '../../../tests/planner/helpers';

const shop = () =>
  contextAfter(
    'create a table called products with columns name (text), category (text), stock (integer), discontinued (boolean) and price (numeric)',
    'create a table called subscribers with columns email (text) and plan (text)',
    'create a table called players with columns name (text) and points (integer)',
  );

const step = (instruction: string) => planOk(instruction, shop()).steps[0];

describe('changes to many rows, said loosely', () => {
  it('reads a kind of product by its category and an amount in pence', () => {
    expect(step('put all the teas up by 50p')).toMatchObject({
      table: 'products',
      where: [{ column: 'category', op: 'is', value: 'tea' }],
      adjust: { price: { op: 'add', by: 0.5 } },
    });
  });

  it('takes a share off the rows of one category', () => {
    expect(step('knock 10% off everything in the coffee category')).toMatchObject({
      where: [{ column: 'category', op: 'is', value: 'coffee' }],
      adjust: { price: { op: 'multiply', by: 0.9 } },
    });
  });

  it('moves people from one plan to another, never every row to the words', () => {
    for (const instruction of [
      "move everyone who's on free over to basic",
      'change plan from free to basic for all subscribers',
    ])
      expect(step(instruction)).toMatchObject({
        table: 'subscribers',
        where: [{ column: 'plan', op: 'is', value: 'free' }],
        values: { plan: 'basic' },
      });
  });

  it('zeroes a number on the rows a yes/no column marks', () => {
    expect(step("zero the stock on anything that's been discontinued")).toMatchObject({
      where: [{ column: 'discontinued', op: 'ticked' }],
      values: { stock: 0 },
    });
    expect(step('raise prices on discontinued products by 10%')).toMatchObject({
      where: [{ column: 'discontinued', op: 'ticked' }],
      adjust: { price: { op: 'multiply', by: 1.1 } },
    });
  });

  it('gives everyone points', () => {
    expect(
      step('everyone on the leaderboard gets 5 bonus points for the bank holiday'),
    ).toMatchObject({ table: 'players', where: [], adjust: { points: { op: 'add', by: 5 } } });
  });

  it('reads the amount without "by", every price of a table, a move said as a wish and a reset', () => {
    expect(step('inflation innit, put all the prices up 10%')).toMatchObject({
      table: 'products',
      where: [],
      adjust: { price: { op: 'multiply', by: 1.1 } },
    });
    expect(step('raise every price in the products table by 2 quid')).toMatchObject({
      where: [],
      adjust: { price: { op: 'add', by: 2 } },
    });
    expect(
      step("we're retiring the free plan - anyone on free should be moved to basic"),
    ).toMatchObject({
      where: [{ column: 'plan', op: 'is', value: 'free' }],
      values: { plan: 'basic' },
    });
    expect(
      step("we're doing a stocktake, reset all the stock numbers to zero for now"),
    ).toMatchObject({
      where: [],
      values: { stock: 0 },
    });
  });
});
