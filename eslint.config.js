import { readdirSync, existsSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const restrict = (patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });
const featuresDir = 'src/client/features';
const features = existsSync(featuresDir) ? readdirSync(featuresDir) : [];

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
  {
    files: ['src/client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  // Import directions (DESIGN.md section 7): shared imports neither side; sides never import each other.
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
    rules: restrict([
      { group: ['@server/*', '**/server/**'], message: 'The client never imports server code.' },
    ]),
  },
  // Features do not import each other; routes in src/client/app compose them.
  ...features.map((feature) => ({
    files: [`${featuresDir}/${feature}/**/*.{ts,tsx}`],
    rules: restrict([
      { group: ['@server/*', '**/server/**'], message: 'The client never imports server code.' },
      {
        regex: `^(@client/features/(?!${feature}(/|$))|\\.\\./\\.\\./(?!${feature}/|\\.\\./))`,
        message: 'Features do not import each other; compose them in src/client/app.',
      },
    ]),
  })),
);
