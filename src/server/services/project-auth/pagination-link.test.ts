import { describe, expect, it } from 'vitest';
import { paginationLink } from './pagination-link';

describe('paginationLink', () => {
  it("links the next page while there is one, and always the last, as GoTrue's header does", () => {
    expect(paginationLink('/admin/users?per_page=2&page=1', 1, 3)).toBe(
      '</admin/users?page=2&per_page=2>; rel="next", </admin/users?page=3&per_page=2>; rel="last"',
    );
    expect(paginationLink('/admin/users?page=3&per_page=2', 3, 3)).toBe(
      '</admin/users?page=3&per_page=2>; rel="last"',
    );
  });

  it('puts page first, where supabase-js reads it, and keeps empty parameters as Go does', () => {
    expect(paginationLink('/admin/users?page=&per_page=', 1, 0)).toBe(
      '</admin/users?page=0&per_page=>; rel="last"',
    );
  });
});
