import { readdirSync, existsSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

// React in every build (decision 041). Each file's last no-restricted-imports wins, so every one carries it.
const noPreact = {
  group: ['preact', 'preact/*', 'preact-*', '@preact/*'],
  message: 'The app runs on React and React DOM in every build (decision 041).',
};
const restrict = (patterns, paths = []) => ({
  'no-restricted-imports': ['error', { patterns: [noPreact, ...patterns], paths }],
});
const featuresDir = 'src/client/features';
const features = existsSync(featuresDir) ? readdirSync(featuresDir) : [];

// Client data (decision 018): queries, mutations and the query client are
// used only in src/client/data, and every query key comes from a resource's keys.ts factory.
const noServerImports = {
  group: ['@server/*', '**/server/**'],
  message: 'The client never imports server code.',
};
const queryHooksOnlyInData = {
  name: '@tanstack/react-query',
  importNames: [
    'useQuery',
    'useQueries',
    'useSuspenseQuery',
    'useInfiniteQuery',
    'useMutation',
    'useQueryClient',
    'queryOptions',
  ],
  message: 'Use or add a query or mutation hook in src/client/data/<resource>/.',
};
const keyCalls =
  'invalidateQueries|refetchQueries|removeQueries|cancelQueries|resetQueries|setQueryData|getQueryData|getQueryState|fetchQuery|prefetchQuery|ensureQueryData';
const noLiteralQueryKeys = [
  'error',
  {
    selector: "Property[key.name='queryKey'] > ArrayExpression",
    message: 'Take the key from the resource keys.ts factory in src/client/data/<resource>/.',
  },
  {
    selector: `CallExpression[callee.property.name=/^(${keyCalls})$/][arguments.0.type='ArrayExpression']`,
    message: 'Take the key from the resource keys.ts factory in src/client/data/<resource>/.',
  },
];

export default tseslint.config(
  {
    ignores: [
      'dist',
      'node_modules',
      '.data',
      'test-results',
      'src/server/db/migrations',
      'src/client/public',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  { rules: restrict([]) },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  // Import directions (docs/architecture.md): shared imports neither side; sides never import each other.
  {
    files: ['src/shared/**/*.ts'],
    rules: restrict([
      {
        group: ['@client/*', '@server/*', '**/client/**', '**/server/**'],
        message: 'Shared code imports neither the client nor the server.',
      },
      {
        group: ['react', 'react-dom', 'node:*', 'fastify'],
        message: 'Shared code runs on both sides: no framework or Node imports.',
      },
    ]),
  },
  {
    files: ['src/server/**/*.ts'],
    rules: restrict([
      { group: ['@client/*', '**/client/**'], message: 'The server never imports client code.' },
    ]),
  },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    rules: restrict([noServerImports], [queryHooksOnlyInData]),
  },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    ignores: ['src/client/**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-syntax': noLiteralQueryKeys },
  },
  // The data layer sits under the features: it imports shared code and src/client/lib only.
  {
    files: ['src/client/data/**/*.{ts,tsx}'],
    rules: restrict([
      noServerImports,
      {
        group: ['@client/features/*', '@client/app/*', '@client/components/*', '**/features/**'],
        message:
          'src/client/data imports shared code and src/client/lib, never features or app code.',
      },
    ]),
  },
  // Features do not import each other; routes in src/client/app compose them.
  ...features.map((feature) => ({
    files: [`${featuresDir}/${feature}/**/*.{ts,tsx}`],
    rules: restrict(
      [
        noServerImports,
        {
          regex: `^(@client/features/(?!${feature}(/|$))|\\.\\./\\.\\./(?!${feature}/|\\.\\./))`,
          message: 'Features do not import each other; compose them in src/client/app.',
        },
      ],
      [queryHooksOnlyInData],
    ),
  })),
);
