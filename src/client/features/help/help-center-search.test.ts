import { describe, expect, it } from 'vitest';
import { searchHelpCenter } from './help-center-search';

describe('help center search', () => {
  it('finds FAQ entries by words in the question or the answer', () => {
    expect(searchHelpCenter('cost').faq.map((f) => f.id)).toEqual(['cost']);
    expect(searchHelpCenter('PayPal refund').faq).toEqual([]);
    expect(searchHelpCenter('paypal').faq.map((f) => f.id)).toEqual(['cost']);
  });

  it('finds topics by their title, description or category, matching word starts', () => {
    const hits = searchHelpCenter('going live').topics.map((t) => t.topic.id);
    expect(hits).toContain('first-project');
    expect(searchHelpCenter('templ').topics.map((t) => t.topic.id)).toEqual(['share-templates']);
    expect(searchHelpCenter('video').topics.every((t) => t.category.id === 'video-tutorials')).toBe(
      true,
    );
  });

  it('needs every word to match, and finds nothing for an empty query', () => {
    expect(searchHelpCenter('team invite').topics.map((t) => t.topic.id)).toContain('invite-team');
    expect(searchHelpCenter('team invite').topics.map((t) => t.topic.id)).not.toContain(
      'first-project',
    );
    expect(searchHelpCenter('  ')).toEqual({ faq: [], topics: [] });
  });
});
