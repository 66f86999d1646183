import { Search, Sparkles } from 'lucide-react';
import { Badge } from '@client/components/ui/badge';
import { Input } from '@client/components/ui/input';
import { Label } from '@client/components/ui/label';
import { examplePrompts } from '@content/help/example-prompts';
import { suggestedQuestions } from '@content/help/suggested-questions';
import type { HelpItem } from '@content/schemas';
import { loadLibrary, useLibraryResults } from '../hooks/use-library-results';

const TYPE_LABELS = { guide: 'Guide', example: 'Example', glossary: 'Glossary' } as const;

function ResultBody({ item }: { item: HelpItem }) {
  const paragraphs = item.content.split('\n\n');
  return (
    <div className="flex flex-col gap-2 text-sm">
      {item.type === 'glossary' ? (
        <p>
          <strong>{item.term}:</strong> {item.meaning}
        </p>
      ) : (
        <p className="text-muted-foreground">{item.summary}</p>
      )}
      {item.type === 'example' ? (
        <ol className="list-decimal space-y-1 pl-5">
          {item.instructions.map(({ instruction }) => (
            <li key={instruction}>
              <code className="rounded bg-muted px-1">{instruction}</code>
            </li>
          ))}
        </ol>
      ) : null}
      <details>
        <summary className="cursor-pointer text-primary">Read more</summary>
        <div className="mt-2 flex flex-col gap-2">
          {paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </details>
    </div>
  );
}

/**
 * The Smart Help Library: fuzzy search over guides, examples and glossary with a score per
 * result, example prompt cards and suggested questions that fill the search box.
 */
export function HelpLibrary({
  query,
  onQueryChange,
}: {
  query: string;
  onQueryChange: (query: string) => void;
}) {
  const { results: found, matchPercent } = useLibraryResults(query);
  const trimmed = query.trim();
  const results = found ?? [];
  const status = !trimmed
    ? 'Type a question or a word above, or pick a suggestion below.'
    : found === null
      ? 'Searching...'
      : results.length === 0
        ? `No results found for “${trimmed}”; try different keywords.`
        : results.length === 1
          ? '1 result'
          : `${results.length} results`;

  return (
    <div className="flex flex-col gap-8">
      <div role="search" className="flex flex-col gap-3">
        <Label htmlFor="library-search">Search guides, examples and the glossary</Label>
        <div className="relative">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
          />
          <Input
            id="library-search"
            type="search"
            className="pl-9"
            placeholder="For example: row, sign-in, deploy"
            value={query}
            onChange={(event) => onQueryChange(event.target.value)}
            onFocus={() => void loadLibrary()}
          />
        </div>
      </div>

      <section aria-labelledby="library-results-title" className="flex flex-col gap-3">
        <h2 id="library-results-title" className="font-semibold">
          {trimmed ? `Results for “${trimmed}”` : 'Results'}
        </h2>
        {/* relative: visually hidden text in the results stays inside this scroll box. */}
        <div
          className="relative h-[400px] overflow-y-auto rounded-xl border bg-card/60 p-3"
          data-testid="library-results"
          tabIndex={0}
          role="region"
          aria-label="Search results"
        >
          <p
            aria-live="polite"
            className={
              trimmed && results.length > 0 ? 'sr-only' : 'p-4 text-center text-muted-foreground'
            }
          >
            {status}
          </p>
          {trimmed && results.length > 0 ? (
            <ul className="flex flex-col gap-3">
              {results.map(({ item, score }) => (
                <li
                  key={`${item.type}-${item.id}`}
                  data-testid="library-result"
                  data-type={item.type}
                  data-score={score.toFixed(4)}
                  className="flex flex-col gap-2 rounded-lg border bg-card p-4 text-card-foreground"
                >
                  <div className="flex flex-wrap items-center justify-between gap-2">
                    <h3 className="font-semibold">{item.title}</h3>
                    <span className="flex items-center gap-2">
                      <Badge variant="secondary">{TYPE_LABELS[item.type]}</Badge>
                      <Badge variant="outline">Match {matchPercent(score)}%</Badge>
                    </span>
                  </div>
                  <ResultBody item={item} />
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      </section>

      <section aria-labelledby="suggested-title" className="flex flex-col gap-3">
        <h2 id="suggested-title" className="font-semibold">
          Suggested questions
        </h2>
        <ul className="flex flex-wrap gap-2">
          {suggestedQuestions.map((question) => (
            <li key={question.id}>
              <button
                type="button"
                onClick={() => onQueryChange(question.query)}
                className="rounded-full border bg-card px-3 py-1.5 text-sm text-card-foreground hover:bg-accent"
              >
                {question.question}
              </button>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="prompts-title" className="flex flex-col gap-3">
        <h2 id="prompts-title" className="font-semibold">
          Example instructions
        </h2>
        <p className="text-sm text-muted-foreground">
          Pick one to search for what it does and how to write it.
        </p>
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {examplePrompts.map((example) => (
            <li key={example.id}>
              <button
                type="button"
                data-testid="example-prompt"
                onClick={() => onQueryChange(example.instruction)}
                className="flex h-full w-full flex-col items-start gap-2 rounded-xl border bg-card p-4 text-left text-card-foreground shadow-sm hover:bg-accent"
              >
                <span className="flex items-center gap-2 font-medium">
                  <Sparkles aria-hidden="true" className="size-4 text-primary" />
                  {example.title}
                </span>
                <code className="text-sm text-muted-foreground">{example.instruction}</code>
              </button>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
