import { useEffect, useMemo, useState } from 'react';

type LibrarySearch = typeof import('../library-search');

// Fuse and the library's full text load with the first search, not with the page.
let library$: Promise<
  LibrarySearch & { search: ReturnType<LibrarySearch['createLibrarySearch']> }
> | null = null;
export const loadLibrary = () =>
  (library$ ??= import('../library-search').then((m) => ({
    ...m,
    search: m.createLibrarySearch(),
  })));

/** The results for a query, or null while the search itself is still loading. */
export function useLibraryResults(query: string) {
  const [library, setLibrary] = useState<Awaited<ReturnType<typeof loadLibrary>> | null>(null);
  const wanted = query.trim().length > 0;
  useEffect(() => {
    if (wanted && !library) void loadLibrary().then(setLibrary);
  }, [wanted, library]);
  const results = useMemo(() => (library ? library.search(query) : null), [library, query]);
  return { results, matchPercent: library?.matchPercent ?? (() => 0) };
}
