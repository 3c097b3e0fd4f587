import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['dist/', 'data/', 'node_modules/', 'test-artifacts/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser, ...globals.mocha } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-imports': ['error', {
        paths: [{ name: 'knex', message: 'Only server/db and server/domain talk to knex.', allowTypeImports: true }],
      }],
    },
  },
  {
    files: ['server/db/**', 'server/domain/**', 'migrations/**', 'seeds/**', 'test/**', 'bench/**'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['server/domain/**'],
    rules: {
      'no-restricted-imports': ['error', {
        paths: [
          { name: 'express', message: 'The domain never imports express.' },
          { name: 'graphql', message: 'The domain never imports graphql.' },
        ],
      }],
    },
  },
);
