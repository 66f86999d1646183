import { faq } from '@content/help/faq';
import { helpCategories } from '@content/help/topics';
import type { FaqEntry, HelpCategory, HelpTopic } from '@content/schemas';

export interface TopicHit {
  topic: HelpTopic;
  category: HelpCategory;
}

export interface HelpCenterResults {
  faq: FaqEntry[];
  topics: TopicHit[];
}

const words = (text: string) =>
  text
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length > 1);

/** Every word of the query appears in the text, as a whole word or the start of one. */
function matches(text: string, queryWords: readonly string[]): boolean {
  const textWords = words(text);
  return queryWords.every((q) => textWords.some((w) => w.startsWith(q)));
}

/** The Help Center's search over its FAQ and its topics; an empty query finds nothing. */
export function searchHelpCenter(query: string): HelpCenterResults {
  const queryWords = words(query);
  if (queryWords.length === 0) return { faq: [], topics: [] };
  return {
    faq: faq.filter((entry) => matches(`${entry.question} ${entry.answer}`, queryWords)),
    topics: helpCategories.flatMap((category) =>
      category.topics
        .filter((topic) =>
          matches(`${category.title} ${topic.title} ${topic.description}`, queryWords),
        )
        .map((topic) => ({ topic, category })),
    ),
  };
}
