import { describe, expect, it } from 'vitest';
import { queryTerms, stem } from './search-terms';

describe('help search words', () => {
  it('reads common forms of a word as one', () => {
    expect(['deploy', 'deploys', 'deployed', 'deploying', 'deployment'].map(stem)).toEqual(
      Array(5).fill('deploy'),
    );
    expect(['policies', 'branches', 'shipped', 'adding', 'going'].map(stem)).toEqual([
      'policy',
      'branch',
      'ship',
      'add',
      'go',
    ]);
  });

  it('drops words that carry no meaning and groups words that mean the same thing', () => {
    const terms = queryTerms('How do I publish it?');
    expect(terms).toHaveLength(1);
    expect(terms[0]!.phrases).toContain('deploy');
    expect(queryTerms('RLS policy')).toHaveLength(1);
    expect(queryTerms('row level security')[0]!.phrases).toContain('rls');
  });

  it('matches the word still being typed as the start of a word, once it is long enough', () => {
    expect(queryTerms('templ')[0]).toMatchObject({ partial: 'templ' });
    expect(queryTerms('sign in').every((t) => t.partial !== 'in')).toBe(true);
    expect(queryTerms('templ ')[0]!.partial).toBeUndefined();
  });
});
