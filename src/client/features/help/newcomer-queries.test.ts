import { describe, expect, it } from 'vitest';
import { searchHelpCenter } from './help-center-search';
import { createLibrarySearch } from './library-search';

const search = createLibrarySearch();

/** Questions a newcomer types, as typed (case, plurals, other words, typos), and the item that answers it. */
const LIBRARY_QUERIES: readonly [query: string, answeredBy: string][] = [
  ['deploy', 'going-live'],
  ['Deploying', 'going-live'],
  ['publish', 'going-live'],
  ['how do i publish my site', 'going-live'],
  ['go live', 'going-live'],
  ['put my app online', 'going-live'],
  ['preview', 'going-live'],
  ['roll back a deploy', 'going-live'],
  ['custom domain', 'going-live'],
  ['dns', 'going-live'],
  ['rls', 'access-rules'],
  ['RLS policy', 'access-rules'],
  ['row level security', 'access-rules'],
  ['row-level security', 'access-rules'],
  ['who can see my data', 'access-rules'],
  ['make data private', 'access-rules'],
  ['only their own rows', 'access-rules'],
  ['how do i add a column', 'data-modelling'],
  ['add a column', 'data-modelling'],
  ['new field', 'data-modelling'],
  ['what is a table', 'table'],
  ['tabel', 'table'],
  ['colum', 'column'],
  ['relationship between tables', 'data-modelling'],
  ['foreign key', 'data-modelling'],
  ['delete rows', 'data-actions'],
  ['undo', 'undo-and-history'],
  ['undo my last change', 'undo-and-history'],
  ['revert', 'undo-and-history'],
  ['sign in', 'app-sign-in'],
  ['login', 'app-sign-in'],
  ['password reset', 'app-sign-in'],
  ['upload images', 'files-and-images'],
  ['photos', 'files-and-images'],
  ['file storage', 'files-and-images'],
  ['branch', 'versions-and-branches'],
  ['github', 'versions-and-branches'],
  ['invite my team', 'teams'],
  ['team members', 'teams'],
  ['roles', 'teams'],
  ['whats an api', 'api'],
  ['anon key', 'project-api'],
  ['environment variables', 'automation'],
  ['default value', 'automation'],
  ['edge function', 'edge-function'],
  ['no code builder', 'no-code-builder'],
  ['deplyo', 'going-live'],
];

/** Help Center questions: the FAQ entry or topic that answers each. */
const HELP_CENTER_QUERIES: readonly [query: string, answeredBy: string][] = [
  ['deploy', 'first-project'],
  ['going live', 'first-project'],
  ['how much does it cost', 'cost'],
  ['pricing', 'cost'],
  ['is my data safe', 'is-it-safe'],
  ['undo', 'is-it-safe'],
  ['do i need to code', 'need-to-code'],
  ['team invite', 'invite-team'],
  ['github', 'own-accounts'],
];

describe('what newcomers type', () => {
  it.each(LIBRARY_QUERIES)('the help library answers "%s" with %s in its first three', (q, id) => {
    expect(
      search(q)
        .slice(0, 3)
        .map((r) => r.item.id),
    ).toContain(id);
  });

  it.each(HELP_CENTER_QUERIES)('the Help Center answers "%s" with %s', (q, id) => {
    const { faq, topics } = searchHelpCenter(q);
    expect([...faq.map((f) => f.id), ...topics.map((t) => t.topic.id)]).toContain(id);
  });

  it('still finds nothing for words no help text is about', () => {
    expect(search('xylophone quartz')).toEqual([]);
    expect(searchHelpCenter('paypal refund')).toEqual({ faq: [], topics: [] });
  });
});
