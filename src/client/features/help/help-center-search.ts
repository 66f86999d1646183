import { faq } from '@content/help/faq';
import { helpCategories } from '@content/help/topics';
import type { FaqEntry, HelpCategory, HelpTopic } from '@content/schemas';
import { matchesTerm, prepareRaw, prepareText, queryTerms, type QueryTerm } from './search-terms';

export interface TopicHit {
  topic: HelpTopic;
  category: HelpCategory;
}

export interface HelpCenterResults {
  faq: FaqEntry[];
  topics: TopicHit[];
}

/** A searchable text: its common forms and its raw words. */
const searchable = (text: string) => ({ prepared: prepareText(text), raw: prepareRaw(text) });

const faqTexts = faq.map((entry) => ({
  entry,
  text: searchable(`${entry.question} ${entry.answer}`),
}));
const topicTexts = helpCategories.flatMap((category) =>
  category.topics.map((topic) => ({
    hit: { topic, category },
    text: searchable(`${category.title} ${topic.title} ${topic.description}`),
  })),
);

/** Every idea of the query appears in the text, in any of its forms or other words for it. */
const matches = (text: ReturnType<typeof searchable>, terms: readonly QueryTerm[]) =>
  terms.every((term) => matchesTerm(text.prepared, text.raw, term));

/** The Help Center's search over its FAQ and its topics; an empty query finds nothing. */
export function searchHelpCenter(query: string): HelpCenterResults {
  const terms = queryTerms(query);
  if (terms.length === 0) return { faq: [], topics: [] };
  return {
    faq: faqTexts.filter((f) => matches(f.text, terms)).map((f) => f.entry),
    topics: topicTexts.filter((t) => matches(t.text, terms)).map((t) => t.hit),
  };
}
