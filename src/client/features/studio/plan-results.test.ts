import { describe, expect, it } from 'vitest';
import { contentResult, queryResult } from '@shared/contracts/plan';
import { asContentResult, asQueryResult } from './plan-results';

const column = { name: 'day', type: 'date' };
const answer = { columns: [column], rows: [{ day: '2026-11-01' }], rowCount: 1 };
const change = {
  url: 'http://p--site.localhost:3000/',
  branch: 'main',
  commit: 'abc',
  message: 'm',
};

describe('plan results read without zod', () => {
  it('accepts and refuses exactly what the query result schema does', () => {
    const samples: unknown[] = [
      answer,
      { ...answer, truncated: true },
      { ...answer, rows: [], rowCount: 0 },
      { ...answer, truncated: 'yes' },
      { ...answer, rowCount: -1 },
      { ...answer, rowCount: 1.5 },
      { ...answer, rowCount: '1' },
      { ...answer, columns: [{ name: 'day' }] },
      { ...answer, columns: 'day' },
      { ...answer, rows: [['2026-11-01']] },
      { ...answer, rows: [null] },
      { columns: [column], rows: [] },
      null,
      [],
      'rows',
      change,
    ];
    for (const sample of samples)
      expect(asQueryResult(sample) !== null, JSON.stringify(sample)).toBe(
        queryResult.safeParse(sample).success,
      );
  });

  it('accepts and refuses exactly what the site change result schema does', () => {
    const samples: unknown[] = [
      change,
      { ...change, extra: 1 },
      { ...change, url: 1 },
      { url: change.url, branch: 'main' },
      { ...change, message: null },
      null,
      [change],
      answer,
    ];
    for (const sample of samples)
      expect(asContentResult(sample) !== null, JSON.stringify(sample)).toBe(
        contentResult.safeParse(sample).success,
      );
  });
});
