import { describe, expect, it } from 'vitest';
import { parseOrder } from './service';

const columns = [{ name: 'id' }, { name: 'created.at' }, { name: 'title.desc' }];

describe('parseOrder', () => {
  it('reads a column alone as ascending, or with .asc or .desc', () => {
    expect(parseOrder('id', columns)).toEqual({ column: 'id', direction: 'asc' });
    expect(parseOrder('id.desc', columns)).toEqual({ column: 'id', direction: 'desc' });
    expect(parseOrder('id.asc', columns)).toEqual({ column: 'id', direction: 'asc' });
  });

  it('keeps dots that belong to a column name', () => {
    expect(parseOrder('created.at', columns)).toEqual({ column: 'created.at', direction: 'asc' });
    expect(parseOrder('created.at.desc', columns)).toEqual({
      column: 'created.at',
      direction: 'desc',
    });
    expect(parseOrder('title.desc', columns)).toEqual({ column: 'title.desc', direction: 'asc' });
  });

  it('refuses anything that does not name a column', () => {
    for (const order of ['nope', 'id.sideways', 'ID', 'id desc', 'id;drop table x', '.desc', ''])
      expect(parseOrder(order, columns), order).toBeNull();
  });
});
