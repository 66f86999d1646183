/** The Link header of GoTrue's addPaginationHeaders: the next page if any, and the last. */
export function paginationLink(requestPath: string, page: number, totalPages: number): string {
  const url = new URL(requestPath, 'http://gotrue.invalid');
  const at = (n: number) => {
    url.searchParams.set('page', String(n));
    // Go's url.Values.Encode sorts the keys; supabase-js reads the page from the first one.
    url.searchParams.sort();
    return `<${url.pathname}?${url.searchParams.toString()}>`;
  };
  const next = totalPages > page ? `${at(page + 1)}; rel="next", ` : '';
  return `${next}${at(totalPages)}; rel="last"`;
}
