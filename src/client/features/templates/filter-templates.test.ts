import { describe, expect, it } from 'vitest';
import { templates } from '@content/templates';
import { featureBadges, filterTemplates, noFilter } from './filter-templates';

const ids = (filter: Partial<typeof noFilter>) =>
  filterTemplates(templates, { ...noFilter, ...filter }).map((t) => t.id);

describe('template filters', () => {
  it('shows all six with no filter', () => {
    expect(ids({})).toHaveLength(6);
  });

  it('searches name, description and tags, ignoring case and spaces around', () => {
    expect(ids({ search: '  BLOG ' })).toEqual(['blog-platform']);
    expect(ids({ search: 'shipped' })).toEqual(['ecommerce-store']);
    expect(ids({ search: 'metrics' })).toEqual(['dashboard-app']);
  });

  it('narrows by category and difficulty together', () => {
    expect(ids({ difficulty: 'beginner' })).toEqual(['todo-app', 'portfolio-site']);
    expect(ids({ category: 'social', difficulty: 'advanced' })).toEqual(['social-app']);
    expect(ids({ category: 'social', difficulty: 'beginner' })).toEqual([]);
    expect(ids({ search: 'blog', category: 'productivity' })).toEqual([]);
  });

  it('shows at most four feature badges and counts the rest', () => {
    expect(featureBadges(['a', 'b', 'c'])).toEqual({ shown: ['a', 'b', 'c'], more: 0 });
    expect(featureBadges(['a', 'b', 'c', 'd', 'e', 'f'])).toEqual({
      shown: ['a', 'b', 'c', 'd'],
      more: 2,
    });
  });
});
