import { describe, expect, it } from 'vitest';
import { seriesOf } from './answer-series';

const day = { name: 'day', type: 'date' };
const count = { name: 'count', type: 'integer' };

describe('seriesOf', () => {
  it('reads counts by day as bars, dates cut to the day', () => {
    const result = {
      columns: [day, count],
      rows: [
        { day: '2026-11-01T00:00:00.000Z', count: 3 },
        { day: '2026-11-02', count: 5 },
      ],
      rowCount: 2,
    };
    expect(seriesOf(result)).toEqual([
      { label: '2026-11-01', value: 3 },
      { label: '2026-11-02', value: 5 },
    ]);
  });

  it('leaves a single count, a list of rows or one day as a table alone', () => {
    expect(seriesOf({ columns: [count], rows: [{ count: 3 }], rowCount: 1 })).toBeNull();
    expect(
      seriesOf({
        columns: [{ name: 'name', type: 'text' }, count],
        rows: [
          { name: 'a', count: 1 },
          { name: 'b', count: 2 },
        ],
        rowCount: 2,
      }),
    ).toBeNull();
    expect(
      seriesOf({ columns: [day, count], rows: [{ day: '2026-11-01', count: 3 }], rowCount: 1 }),
    ).toBeNull();
  });
});
