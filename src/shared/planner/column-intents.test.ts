import { describe, expect, it } from 'vitest';
import { contextAfter, planOk, refused, sqlOf } from '../../../tests/planner/helpers';

const shop = () =>
  contextAfter(
    'create a table called parcels with columns reference (text), weight (integer), sent (text) and stage (text)',
    'create a table called couriers with columns name (text)',
  );

const sql = (instruction: string) => sqlOf(planOk(instruction, shop())).join('\n');

describe('changes to a column said around the rules', () => {
  it('drops a column only when the column itself is unwanted', () => {
    expect(sql('honestly no one uses weight, bin that column on parcels')).toContain(
      'drop column weight',
    );
    expect(() => refused("delete parcels where weight is 'heavy'", shop())).not.toThrow();
  });

  it('reads required and unique from how a founder says them', () => {
    const said = sql('a parcel with no reference is useless, and the reference must never repeat');
    expect(said).toContain('alter column reference set not null');
    expect(said).toContain('unique (reference)');
  });

  it('changes the type the words ask for', () => {
    expect(sql('parcels.weight keeps rounding 2.5 down, can you fix that')).toContain(
      'alter column weight type numeric',
    );
    expect(sql("'sent' on parcels is text but should be a proper yes or no")).toContain(
      'alter column sent type boolean',
    );
  });

  it("gives a table's one status column the starting value", () => {
    expect(sql("new parcels ought to start off as 'waiting' by themselves")).toContain(
      "alter column stage set default 'waiting'",
    );
  });

  it('adds a column to a table the project has', () => {
    expect(sql('we also need the delivery notes on the parcels table')).toContain(
      'add column delivery_note text',
    );
    expect(sql('could parcels also keep whether it was signed for? default no')).toMatch(
      /add column signed_for boolean default false/,
    );
  });

  it('links two tables when one is said once per row', () => {
    expect(sql('parcels go out with a courier, just one courier each')).toContain(
      'references public.couriers',
    );
  });

  it('reads sharing a value as unique, and a column not really needed as one to drop', () => {
    expect(sql('make sure two parcels can never share the same reference')).toContain(
      'unique (reference)',
    );
    expect(sql("we don't really need the weight thing on parcels any more, bin it")).toContain(
      'drop column weight',
    );
  });
});
