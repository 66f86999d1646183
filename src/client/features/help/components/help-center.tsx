import { useState } from 'react';
import { Link } from 'react-router';
import { ArrowRight, Search } from 'lucide-react';
import { Input } from '@client/components/ui/input';
import { Label } from '@client/components/ui/label';
import { faq } from '@content/help/faq';
import { helpCategories } from '@content/help/topics';
import type { FaqEntry } from '@content/schemas';
import { searchHelpCenter } from '../help-center-search';
import { helpIcon } from '../icons';
import { useLibraryResults } from '../hooks/use-library-results';

/** Help library items listed under the Help Center's own results. */
const LIBRARY_RESULTS_SHOWN = 3;

function FaqList({
  entries,
  headingLevel,
}: {
  entries: readonly FaqEntry[];
  headingLevel: 'h3' | 'h4';
}) {
  const Heading = headingLevel;
  return (
    <ul className="flex flex-col gap-2">
      {entries.map((entry) => (
        <li key={entry.id}>
          <details className="group rounded-xl border bg-card p-4 text-card-foreground shadow-sm">
            <summary className="cursor-pointer list-none font-medium marker:hidden">
              <Heading className="inline">{entry.question}</Heading>
            </summary>
            <p className="mt-3 text-sm text-muted-foreground">{entry.answer}</p>
          </details>
        </li>
      ))}
    </ul>
  );
}

/** The Help Center: a working search over the FAQ and topics, the three categories and the FAQ. */
export function HelpCenter() {
  const [query, setQuery] = useState('');
  const results = searchHelpCenter(query);
  const searching = query.trim().length > 0;
  const guides = (useLibraryResults(query).results ?? []).slice(0, LIBRARY_RESULTS_SHOWN);
  const found = results.faq.length + results.topics.length + guides.length;
  const libraryHref = `/help-library?q=${encodeURIComponent(query.trim())}`;

  return (
    <div className="flex flex-col gap-10">
      <div role="search" className="flex flex-col gap-3">
        <Label htmlFor="help-search">Search the help center</Label>
        <div className="relative">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
          />
          <Input
            id="help-search"
            type="search"
            className="pl-9"
            placeholder="For example: deploy, team, cost"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
          />
        </div>
        {searching ? (
          <section
            aria-labelledby="help-results-title"
            aria-live="polite"
            className="flex flex-col gap-4"
            data-testid="help-results"
          >
            <h2 id="help-results-title" className="font-semibold">
              {found === 1 ? '1 result' : `${found} results`} for “{query.trim()}”
            </h2>
            {results.topics.length > 0 ? (
              <ul className="flex flex-col gap-2">
                {results.topics.map(({ topic, category }) => (
                  <li key={topic.id}>
                    <Link
                      to={topic.href}
                      className="flex flex-col rounded-lg border p-3 hover:bg-accent"
                    >
                      <span className="font-medium">{topic.title}</span>
                      <span className="text-sm text-muted-foreground">
                        {category.title}: {topic.description}
                      </span>
                    </Link>
                  </li>
                ))}
              </ul>
            ) : null}
            {results.faq.length > 0 ? <FaqList entries={results.faq} headingLevel="h3" /> : null}
            {guides.length > 0 ? (
              <ul aria-label="From the help library" className="flex flex-col gap-2">
                {guides.map(({ item }) => (
                  <li key={`${item.type}-${item.id}`}>
                    <Link
                      to={`/help-library?q=${encodeURIComponent(item.title)}`}
                      className="flex flex-col rounded-lg border p-3 hover:bg-accent"
                    >
                      <span className="font-medium">{item.title}</span>
                      <span className="text-sm text-muted-foreground">
                        Help library: {item.type === 'glossary' ? item.meaning : item.summary}
                      </span>
                    </Link>
                  </li>
                ))}
              </ul>
            ) : null}
            <p className="text-sm">
              {found === 0 ? 'Nothing here matches. ' : null}
              <Link to={libraryHref} className="text-primary underline underline-offset-4">
                Search the Smart Help Library for “{query.trim()}”
              </Link>
            </p>
          </section>
        ) : null}
      </div>

      <section aria-labelledby="categories-title" className="flex flex-col gap-4">
        <h2 id="categories-title" className="text-2xl font-bold tracking-tight">
          Browse by topic
        </h2>
        <ul className="grid gap-4 md:grid-cols-3">
          {helpCategories.map((category) => {
            const Icon = helpIcon(category.icon);
            return (
              <li
                key={category.id}
                className="flex flex-col gap-3 rounded-xl border bg-card p-5 text-card-foreground shadow-sm"
              >
                <Icon aria-hidden="true" className="size-6 text-primary" />
                <h3 className="font-semibold">{category.title}</h3>
                <p className="text-sm text-muted-foreground">{category.description}</p>
                <ul className="flex flex-col gap-2 text-sm">
                  {category.topics.map((topic) => (
                    <li key={topic.id}>
                      <Link
                        to={topic.href}
                        className="inline-flex items-center gap-1 text-primary underline-offset-4 hover:underline"
                      >
                        {topic.title}
                        <ArrowRight aria-hidden="true" className="size-3" />
                      </Link>
                    </li>
                  ))}
                </ul>
              </li>
            );
          })}
        </ul>
      </section>

      <section aria-labelledby="faq-title" className="flex flex-col gap-4">
        <h2 id="faq-title" className="text-2xl font-bold tracking-tight">
          Frequently asked questions
        </h2>
        <FaqList entries={faq} headingLevel="h3" />
      </section>
    </div>
  );
}
