import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { guardSql } from '@server/services/project-db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import corpusFile from './corpus.json';
import { checkExpect, openOnPurpose, type CorpusCase } from './expect';
import { introspect } from './introspect';
import { runCase, snapshotOf } from './predict';

/**
 * Every corpus case's SQL, setup included, first through the same SQL guard that projects run
 * behind, then for real on PGlite with the Supabase-style baseline, each case in a transaction
 * that is rolled back. The resulting schema must match the
 * case's expectation, and no table in public may be left without row level security.
 */
const cases = (corpusFile.cases as CorpusCase[]).filter((c) => 'service' in c.expected);
let db: PGlite;

beforeAll(async () => {
  db = new PGlite();
  await db.exec(readFileSync(new URL('./baseline.sql', import.meta.url), 'utf8'));
});
afterAll(async () => {
  await db.close();
});

describe('corpus SQL on Postgres', () => {
  it.each(cases.map((c) => [c.id, c] as const))('%s', async (_, testCase) => {
    const run = runCase(testCase);
    if (!run.ok) throw new Error(run.reason);
    // An undo in words replays what the engine recorded; tests/planner/eval.ts runs it for real.
    if (run.plan.steps.some((s) => s.kind === 'operation.undo')) return;
    const statements = [...run.setupPlans, run.plan].flatMap((plan) =>
      plan.steps.flatMap((s) => (s.kind === 'sql' ? [s.sql] : [])),
    );
    if (statements.length === 0) return;
    const guard = await guardSql(statements);
    expect(guard.ok ? 'accepted' : guard.message).toBe('accepted');
    await db.exec('begin');
    try {
      for (const sql of statements)
        await db
          .exec(sql)
          .catch((error: Error) => Promise.reject(new Error(`${error.message}\n${sql}`)));
      const real = await introspect(db);
      const { tables, absentTables, buckets } = testCase.expect ?? {};
      const predicted = snapshotOf({}, {
        branches: new Map(),
        merged: [],
        files: () => [],
      } as never);
      expect(checkExpect({ tables, absentTables, buckets }, { ...predicted, ...real })).toEqual([]);
      expect(
        Object.entries(real.tables)
          .filter(([name, t]) => !t.rls && !openOnPurpose(testCase.expect, name))
          .map(([name]) => name),
      ).toEqual([]);
    } finally {
      await db.exec('rollback');
    }
  });
});
