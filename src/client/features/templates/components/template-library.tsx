import { useState } from 'react';
import { Search } from 'lucide-react';
import { Input } from '@client/components/ui/input';
import { Label } from '@client/components/ui/label';
import type { Template } from '@content/schemas';
import { templates } from '@content/templates';
import { ALL, filterTemplates, noFilter, type TemplateFilter } from '../filter-templates';
import { NativeSelect } from '@client/components/ui/native-select';
import { TemplateCard } from './template-card';

// In the order the catalogue first uses them: every category and every level has a template.
const CATEGORIES = [...new Set(templates.map((t) => t.category))];
const DIFFICULTIES = [...new Set(templates.map((t) => t.difficulty))];

/** The six templates with search, category and difficulty filters. */
export function TemplateLibrary({ onUse }: { onUse: (template: Template) => void }) {
  const [filter, setFilter] = useState<TemplateFilter>(noFilter);
  const shown = filterTemplates(templates, filter);
  return (
    <div className="flex flex-col gap-6">
      <div className="grid gap-3 sm:grid-cols-[1fr_12rem_12rem]">
        <div className="grid gap-2">
          <Label htmlFor="template-search">Search templates</Label>
          <div className="relative">
            <Search
              aria-hidden="true"
              className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
            />
            <Input
              id="template-search"
              type="search"
              className="pl-9"
              placeholder="Name, description or tag"
              value={filter.search}
              onChange={(event) => setFilter({ ...filter, search: event.target.value })}
            />
          </div>
        </div>
        <div className="grid gap-2">
          <Label htmlFor="template-category">Category</Label>
          <NativeSelect
            id="template-category"
            value={filter.category}
            onChange={(event) =>
              setFilter({ ...filter, category: event.target.value as TemplateFilter['category'] })
            }
          >
            <option value={ALL}>All Categories</option>
            {CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {category.charAt(0).toUpperCase() + category.slice(1)}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="grid gap-2">
          <Label htmlFor="template-difficulty">Difficulty</Label>
          <NativeSelect
            id="template-difficulty"
            value={filter.difficulty}
            onChange={(event) =>
              setFilter({
                ...filter,
                difficulty: event.target.value as TemplateFilter['difficulty'],
              })
            }
          >
            <option value={ALL}>All Levels</option>
            {DIFFICULTIES.map((difficulty) => (
              <option key={difficulty} value={difficulty}>
                {difficulty}
              </option>
            ))}
          </NativeSelect>
        </div>
      </div>
      <p className="sr-only" aria-live="polite">
        {shown.length === 1 ? '1 template found' : `${shown.length} templates found`}
      </p>
      {shown.length === 0 ? (
        <p className="rounded-xl border border-dashed p-8 text-center text-muted-foreground">
          No templates found
        </p>
      ) : (
        <ul className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
          {shown.map((template) => (
            <TemplateCard key={template.id} template={template} onUse={onUse} />
          ))}
        </ul>
      )}
    </div>
  );
}
