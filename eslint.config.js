// Lint rules, and the import directions of ARCHITECTURE.md §1: domain imports nothing of server or
// web, and web and server never import each other.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';
import { webBoundaries } from './scripts/eslint-web-boundaries.mjs';

const forbid = (names, message) => ({
  'no-restricted-imports': ['error', { patterns: [{ group: names, message }] }],
});

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '**/dist-server/**', 'data/**', '**/migrations/**', 'test-results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': 'off',
    },
  },
  {
    files: ['packages/domain/**'],
    rules: forbid(
      ['@relais/server', '@relais/server/*', '@relais/web', '@relais/web/*', '**/server/src/**', '**/web/src/**', 'node:*', 'fastify', 'react', 'drizzle-orm', 'drizzle-orm/*'],
      'packages/domain is pure: it imports neither the server, the web, Node built-ins nor frameworks.',
    ),
  },
  {
    files: ['packages/server/**'],
    rules: forbid(['@relais/web', '@relais/web/*', '**/web/src/**', 'react', 'react-dom'], 'The server never imports the web package.'),
  },
  {
    // The engine serves the kinds it is given (`EngineContext.catalog`): it imports no area's kinds,
    // policies or hooks, only the hooks' types.
    files: ['packages/server/src/jsonapi/**', 'packages/server/src/operations/**'],
    ignores: ['**/*.test.ts', '**/testing.ts', '**/testing-kind.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@relais/web', '@relais/web/*', '**/web/src/**', 'react', 'react-dom'], message: 'The server never imports the web package.' },
            { group: ['**/resources/**', '!**/resources/hooks.ts'], message: 'The engine receives the kinds in its context (EngineContext.catalog); it imports no area.' },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/web/src/**'],
    languageOptions: { globals: { ...globals.browser } },
    rules: forbid(
      ['@relais/server', '@relais/server/*', '**/server/src/**', 'node:*', 'drizzle-orm', 'drizzle-orm/*', 'fastify'],
      'The web package never imports the server.',
    ),
  },
  {
    files: ['packages/web/src/**'],
    plugins: { relais: { rules: { 'web-boundaries': webBoundaries } } },
    rules: { 'relais/web-boundaries': 'error' },
  },
);
