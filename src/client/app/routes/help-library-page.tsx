import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { BackToHomeLink } from '@client/components/back-to-home-link';
import { PageLayout } from '@client/components/page-layout';
import { HelpLibrary } from '@client/features/help/components/help-library';

/**
 * The Smart Help Library. The search is mirrored into the `q` URL parameter so a search can be
 * linked to and survives a reload; typing reads from local state so no keystroke is lost.
 */
export function HelpLibraryPage() {
  const [params, setParams] = useSearchParams();
  const [query, setQuery] = useState(() => params.get('q') ?? '');
  const changeQuery = (next: string) => {
    setQuery(next);
    setParams(
      (current) => {
        const copy = new URLSearchParams(current);
        if (next.trim()) copy.set('q', next);
        else copy.delete('q');
        return copy;
      },
      { replace: true },
    );
  };
  return (
    <PageLayout
      title="Smart Help Library"
      description="Guides, worked examples and plain-language meanings of the words you meet while building."
      documentTitle="Help Library"
    >
      <BackToHomeLink />
      <HelpLibrary query={query} onQueryChange={changeQuery} />
    </PageLayout>
  );
}
