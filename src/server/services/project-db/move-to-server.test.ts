import { describe, expect, it } from 'vitest';
import { restorable } from './move-to-server';

describe("restoring a previous release's dump", () => {
  const dump = [
    '\\connect project',
    'SET transaction_timeout = 0;',
    'ALTER TABLE public.notes OWNER TO project_owner;',
    'GRANT ALL ON TABLE public.notes TO project_owner;',
    'CREATE POLICY "Own notes" ON public.notes TO project_owner USING (true);',
    "INSERT INTO public.notes (id, body) VALUES (1, 'ask project_owner about it');",
    'COPY public.notes (id, body) FROM stdin;',
    '2\tthe project_owner role',
  ].join('\n');

  it("hands the old owner's objects to the project's role and leaves rows as they were", () => {
    expect(restorable(dump, 'project_abc').split('\n')).toEqual([
      'ALTER TABLE public.notes OWNER TO "project_abc";',
      'GRANT ALL ON TABLE public.notes TO "project_abc";',
      'CREATE POLICY "Own notes" ON public.notes TO "project_abc" USING (true);',
      "INSERT INTO public.notes (id, body) VALUES (1, 'ask project_owner about it');",
      'COPY public.notes (id, body) FROM stdin;',
      '2\tthe project_owner role',
    ]);
  });
});
