import type { Difficulty, Template, TemplateCategory } from '@content/schemas';

export const ALL = 'all';

export interface TemplateFilter {
  search: string;
  category: TemplateCategory | typeof ALL;
  difficulty: Difficulty | typeof ALL;
}

export const noFilter: TemplateFilter = { search: '', category: ALL, difficulty: ALL };

/** Search matches name, description or tags, case-insensitively; each choice equals or is All. */
export function filterTemplates(
  templates: readonly Template[],
  filter: TemplateFilter,
): Template[] {
  const query = filter.search.trim().toLowerCase();
  return templates.filter(
    (t) =>
      (!query ||
        t.name.toLowerCase().includes(query) ||
        t.description.toLowerCase().includes(query) ||
        t.tags.some((tag) => tag.toLowerCase().includes(query))) &&
      (filter.category === ALL || t.category === filter.category) &&
      (filter.difficulty === ALL || t.difficulty === filter.difficulty),
  );
}

export const MAX_FEATURE_BADGES = 4;

/** At most four feature badges, then how many more there are. */
export function featureBadges(features: readonly string[]): { shown: string[]; more: number } {
  return {
    shown: features.slice(0, MAX_FEATURE_BADGES),
    more: Math.max(0, features.length - MAX_FEATURE_BADGES),
  };
}
