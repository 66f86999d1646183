import { describe, expect, it } from 'vitest';
import corpusFile from '../../../tests/planner/corpus.json';
import type { CorpusCase } from '../../../tests/planner/expect';
import { rateOf, runMetamorphic } from '../../../tests/planner/metamorphic';
import type { RewriteKind } from '../../../tests/planner/rewrites';

/**
 * Every corpus case under the metamorphic rewrites (tests/planner/rewrites.ts) must keep its plan.
 * Floors: the pass rate per kind measured after reading by meaning landed (2026-11-28, issue 29), rounded down, so a
 * change that reads fewer rewrites fails here; raise a floor when the planner reads more.
 */
const FLOORS: Record<RewriteKind, number> = {
  politeness: 99,
  'lead-in': 99,
  synonyms: 99,
  'word-order': 99,
  contractions: 96,
  typo: 99,
  'lower-case': 99,
  shouting: 99,
};

describe('planner metamorphic rewrites', () => {
  const report = runMetamorphic(corpusFile.cases as CorpusCase[]);

  it.each(Object.entries(FLOORS) as [RewriteKind, number][])(
    '%s keeps the plan of at least %i% of the cases it applies to',
    (kind, floor) => {
      const failures = report.runs
        .filter((r) => r.kind === kind && !r.ok)
        .slice(0, 5)
        .map((r) => `${r.id} "${r.rewritten}": ${r.change}`);
      expect(report.perKind[kind].applied).toBeGreaterThan(0);
      expect(rateOf(report.perKind[kind]), failures.join('\n')).toBeGreaterThanOrEqual(floor);
    },
  );
});
