import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import router from '@tanstack/eslint-plugin-router';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'data', 'coverage', 'e2e/artifacts'] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
    },
  },
  {
    files: ['app/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, '@tanstack/router': router },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@tanstack/router/create-route-property-order': 'error',
      // Dexie finds the transaction of an unbound table through an async zone that a busy page loses
      // (app/db/db.ts, SpineTables): every transaction hands its work the tables bound to it.
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name='transaction'][arguments.length>2]",
          message: 'Use inTransaction (app/db/db.ts): its work gets the tables bound to the transaction.',
        },
      ],
    },
  },
  {
    files: ['app/db/db.ts'],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    // shared/ is the domain core: it runs in the browser and in Node, so it may import
    // neither side nor any platform API module.
    files: ['shared/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/app/**', '**/sync-server/**'], message: 'shared/ must not import app or server code.' },
            { group: ['node:*', 'fs', 'path', 'crypto', 'react', 'react-dom', 'dexie'], message: 'shared/ stays platform-free.' },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
);
