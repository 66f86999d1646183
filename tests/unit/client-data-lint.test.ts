import { describe, expect, it } from 'vitest';
import { ESLint } from 'eslint';

const eslint = new ESLint();

/** The rule ids ESLint reports for `code` as if it were saved at `filePath`. */
async function problems(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((message) => message.ruleId ?? 'parse');
}

const queryHook = `import { useQuery } from '@tanstack/react-query';
import { projectsQueryOptions } from '@client/data/projects/projects-query';
export const useProbe = () => useQuery(projectsQueryOptions());
`;

describe('client data lint rules (decision 018)', () => {
  it('allows query hooks in src/client/data and refuses them in features and routes', async () => {
    expect(await problems('src/client/data/projects/probe.ts', queryHook)).toEqual([]);
    expect(await problems('src/client/features/projects/probe.ts', queryHook)).toEqual([
      'no-restricted-imports',
    ]);
    expect(await problems('src/client/app/routes/probe.ts', queryHook)).toEqual([
      'no-restricted-imports',
    ]);
  });

  it('refuses a literal query key anywhere in the client, data folder included', async () => {
    const literalKeys = `import type { QueryClient } from '@tanstack/react-query';
export function probe(client: QueryClient) {
  void client.invalidateQueries({ queryKey: ['projects'] });
  client.setQueryData(['projects', 'list'], []);
}
`;
    for (const filePath of ['src/client/features/projects/probe.ts', 'src/client/data/probe.ts'])
      expect(await problems(filePath, literalKeys)).toEqual([
        'no-restricted-syntax',
        'no-restricted-syntax',
      ]);
  });

  it('keeps the data layer from importing features', async () => {
    const code = `import { useSelectedProject } from '@client/features/projects/hooks/use-selected-project';
export const probe = useSelectedProject;
`;
    expect(await problems('src/client/data/projects/probe.ts', code)).toEqual([
      'no-restricted-imports',
    ]);
  });
});
