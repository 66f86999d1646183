import { describe, expect, it } from 'vitest';
import { RULES } from './rules';

const BANDS = { git: 1000, hosting: 2000, backend: 3000 } as const;

describe('planner rules', () => {
  it('give every rule its own priority, so the order never depends on where a line sits', () => {
    const priorities = RULES.map((r) => r.priority);
    expect(new Set(priorities).size).toBe(priorities.length);
  });

  it('keep each service in its band: whole fixed sentences, then git, hosting and the backend', () => {
    for (const rule of RULES.filter((r) => r.priority >= 1000)) {
      expect(Math.floor(rule.priority / 1000) * 1000, rule.name).toBe(BANDS[rule.service]);
    }
    expect(RULES.filter((r) => r.priority < 1000).map((r) => r.name)).toEqual([
      'git said loosely',
      'undo the last change',
      'question about the repository',
      'question about the project',
      'site text said by what it shows',
      'sign-in setting',
    ]);
  });

  it('try the broad "create tables" reading last', () => {
    expect(RULES.at(-1)?.name).toBe('create tables');
  });
});
